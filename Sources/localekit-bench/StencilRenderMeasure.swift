import AccessorGeneration
import Foundation
import LocaleCatalog
import StencilEngine

/// Rendering a 10,000-key catalog (synthetic, development language only) through SwiftGen's
/// `structured-swift5.stencil` (the copy under `Tests/StencilEngineTests/Fixtures/SwiftGen`, modern
/// spacing, SwiftGen's context built once), against the built-in Mustache path rendering its
/// structured template from the accessor model of the same catalog. Both render only: reading the
/// files and building the context or model are outside the timed run. Target: at most twice the
/// Mustache path's time (ours vs peer ≥ 0.5×).
struct StencilRenderMeasure: Measure {
    let name = "render 10,000 keys, structured-swift5.stencil"
    private var folder = ""
    private(set) var inputBytes = 0
    let inputFiles = 2
    private var template: StencilTemplate?
    private var context: [String: StencilValue] = [:]
    private var model: AccessorModel?

    mutating func prepare(corpus: URL) throws {
        folder = NSTemporaryDirectory() + "localekit-bench-stencil-\(UUID().uuidString)"
        inputBytes = try SyntheticCatalog(languages: 1, keys: 10_000).write(to: folder)
        let templatePath = BenchmarkCommand.packageRoot
            .appendingPathComponent("Tests/StencilEngineTests/Fixtures/SwiftGen/templates/structured-swift5.stencil")
        template = try StencilTemplate(contentsOf: templatePath, environment: StencilEnvironment(spacing: .modern))
        let lproj = folder + "/en.lproj"
        context = SwiftGenStringsContext(files: [lproj + "/Localizable.strings", lproj + "/Localizable.stringsdict"])
            .context(parameters: [:])
        model = AccessorModelBuilder().build(CatalogLoader().load([folder])).model
    }

    var contenders: [Contender] {
        let template = template
        let context = context
        let model = model
        let generator = CodeGenerator()
        return [
            Contender(name: "Stencil: structured-swift5.stencil") {
                (try? template?.render(context).utf8.count) ?? 0
            },
            Contender(name: "built-in Mustache structured template", target: .ratio(atLeast: 0.5)) {
                guard let model else { return 0 }
                return (try? generator.render(model).utf8.count) ?? 0
            },
        ]
    }

    func cleanUp() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
