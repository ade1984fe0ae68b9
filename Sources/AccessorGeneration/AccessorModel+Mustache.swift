import LocaleCatalog
import Mustache

/// The model as a Mustache context, built directly: the same values `MustacheValue(encoding:)`
/// gives through JSON (a test holds them equal), without the JSON round trip, which costs 30×
/// more than rendering the template. Accessors are lists made as they are rendered: a dictionary of
/// sixteen members per accessor, held for a whole table, would be most of `generate`'s memory.
extension AccessorModel {
    var mustacheValue: MustacheValue {
        .object([
            "access": .string(access), "bundle": .string(bundle), "enumName": .string(enumName),
            "enums": .array(enums.map(\.mustacheValue)), "hasFunctions": .bool(hasFunctions),
            "usesFoundation": .bool(usesFoundation), "usesBundleToken": .bool(usesBundleToken),
        ])
    }
}

extension AccessorModel.Namespace {
    var mustacheValue: MustacheValue {
        .object([
            "typeName": .string(typeName), "path": .string(path), "table": .string(table), "isTable": .bool(isTable),
            "accessors": .list(MustacheList(accessors, transform: \.mustacheValue)),
            "namespaces": .array(namespaces.map(\.mustacheValue)),
            "flatAccessors": .list(MustacheList(flatAccessors, transform: \.mustacheValue)),
            "tables": .array(tables.map(\.mustacheValue)),
        ])
    }
}

extension AccessorModel.Accessor {
    var mustacheValue: MustacheValue {
        .object([
            "key": .string(key), "keyLiteral": .string(keyLiteral), "table": .string(table),
            "tableLiteral": .string(tableLiteral), "name": .string(name), "flatName": .string(flatName),
            "isFunction": .bool(isFunction), "isPlural": .bool(isPlural), "isVariableWidth": .bool(isVariableWidth),
            "widths": .array(widths.map(MustacheValue.int)),
            "parameters": .array(parameters.map(\.mustacheValue)), "parameterList": .string(parameterList),
            "argumentList": .string(argumentList), "value": .string(value), "comment": .string(comment),
            "documentation": .array(documentation.map(MustacheValue.string)),
        ])
    }
}

extension AccessorModel.Parameter {
    var mustacheValue: MustacheValue {
        .object([
            "name": .string(name), "type": .string(type), "position": .int(position), "specifier": .string(specifier),
            "isPluralCount": .bool(isPluralCount),
        ])
    }
}
