import Foundation
import LocaleKitTestSupport
import StencilEngine
import Testing

/// `{% extends %}` and `{% block %}` as Stencil renders them: Stencil's own fixtures and the outputs
/// its `InheritanceSpec` expects.
struct StencilInheritanceTests {
    static let root = TestPaths.fixtures(of: "StencilEngineTests") + "/StencilInheritance"

    static func render(_ name: String, _ context: [String: StencilValue] = [:]) throws -> String {
        let environment = StencilEnvironment(spacing: .legacy, templateDirectory: URL(fileURLWithPath: root))
        let template = try StencilTemplate(
            contentsOf: URL(fileURLWithPath: root + "/" + name), environment: environment)
        return try template.render(context)
    }

    @Test(arguments: [
        ("child.html", "Super_Header Child_Header\nChild_Body"),
        ("child-child.html", "Super_Header Child_Header Child_Child_Header\nChild_Body"),
        ("child-super.html", "Header\nChild_Body"),
        ("child-repeat.html", "Super_Header Child_Header\nChild_Body\nRepeat\nSuper_Header Child_Header\nChild_Body"),
    ])
    func rendersTheBaseWithTheChildsBlocks(name: String, expected: String) throws {
        #expect(try Self.render(name) == expected)
    }

    @Test(arguments: [
        ("new", "Title - Nieuwste spellen\n"), ("upcoming", "Title - Binnenkort op de agenda\n"),
        ("near-me", "Title - In mijn buurt\n"),
    ])
    func blockSuperInsideIf(sort: String, expected: String) throws {
        #expect(try Self.render("if-block-child.html", ["sort": .string(sort)]) == expected)
    }

    @Test func aRenderedBlockIsCached() throws {
        let template = try StencilTemplate(
            "{% block repeat %}Block{% endblock %}{{ block.repeat }}", file: "t",
            environment: StencilEnvironment(spacing: .legacy))
        #expect(try template.render([:]) == "BlockBlock")
    }

    @Test func extendsTwiceIsLocated() throws {
        #expect {
            _ = try StencilTemplate(
                "{% extends \"base.html\" %}\n{% extends \"base.html\" %}", file: "t.stencil",
                environment: StencilEnvironment(spacing: .legacy))
        } throws: { error in
            "\(error)".contains("t.stencil:1:1") && "\(error)".contains("cannot appear more than once")
        }
    }
}
