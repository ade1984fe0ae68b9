import Foundation
import LocaleKitTestSupport
import LocalizationFormats
import Mustache
import Testing

@testable import AccessorGeneration
@testable import LocaleCatalog

/// `--substitution-labels`: a String Catalog substitution names its count parameter.
@Suite struct SubstitutionLabelTests {
    static func accessor(labels: Bool) throws -> AccessorModel.Accessor {
        let catalog = CatalogLoader().load([
            TestPaths.fixtures(of: "LocaleCatalogTests") + "/StringCatalog/Localizable.xcstrings"
        ])
        var options = GenerationOptions(separator: "")
        options.substitutionLabels = labels
        let model = AccessorModelBuilder(options: options).build(catalog).model
        let accessors = model.enums.flatMap(\.accessors)
        return try #require(accessors.first { $0.key == "%@ has %lld files in %lld folders" })
    }

    @Test func substitutionsLabelTheirCounts() throws {
        #expect(
            try Self.accessor(labels: true).parameterList
                == "_ p1: Swift.String, files p2: Swift.Int, folders p3: Swift.Int")
    }

    @Test func offByDefaultSoExistingCallsCompile() throws {
        #expect(
            try Self.accessor(labels: false).parameterList == "_ p1: Swift.String, _ p2: Swift.Int, _ p3: Swift.Int")
    }
}
