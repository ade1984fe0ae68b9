import StencilEngine
import Testing

/// StencilSwiftKit's string filters, with the results its documentation gives.
struct SwiftKitFilterTests {
    static func apply(_ filter: String, to value: String) throws -> String {
        try StencilTemplate("{{ v|\(filter) }}", file: "t", environment: StencilEnvironment(spacing: .modern))
            .render(["v": .string(value)])
    }

    @Test(arguments: [
        ("swiftIdentifier", "hello", "Hello"), ("swiftIdentifier", "some_file-name", "Some_file_Name"),
        ("swiftIdentifier:\"valid\"", "123 hello", "_123_hello"),
        ("swiftIdentifier:\"pretty\"", "some_file-name", "SomeFileName"),
        ("swiftIdentifier:\"pretty\"", "_some__file", "SomeFile"),
        ("lowerFirstWord", "URLChooser", "urlChooser"), ("lowerFirstWord", "PeoplePicker", "peoplePicker"),
        ("lowerFirstLetter", "PeoplePicker", "peoplePicker"), ("upperFirstLetter", "peoplePicker", "PeoplePicker"),
        ("snakeToCamelCase", "snake_case", "SnakeCase"), ("snakeToCamelCase", "__leading", "__Leading"),
        ("snakeToCamelCase:\"true\"", "__leading", "Leading"), ("snakeToCamelCase", "SNAKE_CASE", "SnakeCase"),
        ("camelToSnakeCase", "someCamelCase", "some_camel_case"),
        ("camelToSnakeCase:\"false\"", "SomeCapString", "Some_Cap_String"),
        ("escapeReservedKeywords", "self", "`self`"), ("escapeReservedKeywords", "title", "title"),
        ("replace:\"a\",\"b\"", "banana", "bbnbnb"), ("replace:\"[0-9]+\",\"#\",\"regex\"", "a12b3", "a#b#"),
        ("contains:\"an\"", "banana", "true"), ("!hasPrefix:\"ba\"", "banana", "false"),
        ("hasSuffix:\"na\"", "banana", "true"),
        ("basename", "/a/b/c.txt", "c.txt"), ("dirname", "/a/b/c.txt", "/a/b"), ("removeNewlines", " a\n b ", "ab"),
        ("removeNewlines:\"leading\"", "a\n  b", "ab"), ("split:\",\"|join:\"+\"", "a,b", "a+b"),
        ("capitalize", "hello world", "Hello World"),
    ])
    func filter(_ filter: String, value: String, expected: String) throws {
        #expect(try Self.apply(filter, to: value) == expected)
    }
}
