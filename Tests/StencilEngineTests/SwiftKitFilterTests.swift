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

    /// StencilSwiftKit's own table of `swiftIdentifier` results, per mode.
    static let identifiers: [(input: String, valid: String, normal: String, pretty: String)] = [
        ("hello", "hello", "Hello", "Hello"), ("42hello", "_42hello", "_42hello", "_42hello"),
        ("some$URL", "some_URL", "Some_URL", "SomeURL"), ("with space", "with_space", "With_Space", "WithSpace"),
        ("apples.count", "apples_count", "Apples_Count", "ApplesCount"),
        (".SFNSDisplay", "_SFNSDisplay", "_SFNSDisplay", "SFNSDisplay"),
        ("Show-NavCtrl", "Show_NavCtrl", "Show_NavCtrl", "ShowNavCtrl"),
        ("HEADER_TITLE", "HEADER_TITLE", "HEADER_TITLE", "HeaderTitle"),
        ("multiLine\nKey", "multiLine_Key", "MultiLine_Key", "MultiLineKey"),
        ("foo_bar.baz.qux-yay", "foo_bar_baz_qux_yay", "Foo_bar_Baz_Qux_Yay", "FooBarBazQuxYay"),
        ("25 Ultra Light", "_25_Ultra_Light", "_25_Ultra_Light", "_25UltraLight"),
        ("26_extra_ultra_light", "_26_extra_ultra_light", "_26_extra_ultra_light", "_26ExtraUltraLight"),
        (
            "12 @ 34 % 56 + 78 Hello world", "_12___34___56___78_Hello_world", "_12___34___56___78_Hello_World",
            "_12345678HelloWorld"
        ),
    ]

    @Test(arguments: identifiers)
    func swiftIdentifierModes(_ row: (input: String, valid: String, normal: String, pretty: String)) throws {
        #expect(try Self.apply("swiftIdentifier:\"valid\"", to: row.input) == row.valid)
        #expect(try Self.apply("swiftIdentifier:\"normal\"", to: row.input) == row.normal)
        #expect(try Self.apply("swiftIdentifier:\"pretty\"", to: row.input) == row.pretty)
    }
}
