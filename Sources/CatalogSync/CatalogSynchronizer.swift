import Foundation
import LocaleCatalog
import LocalizationFormats

/// Brings one String Catalog in line with the strings its table's sources use, as Xcode's build
/// does: a new key is added (with its comment; `extracted_with_value` and the development text in
/// state `new` when the call gives a default value), a key no source uses becomes `stale`, a stale
/// key used again is extracted again, comments and default values follow the sources. `manual`
/// keys and every translation are kept.
struct CatalogSynchronizer {
    let path: String
    let data: Data
    let uses: KeyUses
    var document: StringCatalogDocument
    var changes: [Diagnostic] = []

    init(path: String, data: Data, document: StringCatalogDocument, uses: KeyUses) {
        self.path = path
        self.data = data
        self.document = document
        self.uses = uses
    }

    mutating func run() {
        for use in uses.uses { apply(use) }
        markStale()
    }

    /// Marks `stale` every extracted key no source uses, in time linear in the keys: the states are
    /// read in one pass, the lines counted once, and the states set in one pass over the catalog.
    mutating func markStale() {
        var stale: [String] = []
        for (key, state) in document.extractionStates where uses.use(of: key) == nil {
            guard state == nil || state == "extracted_with_value", !uses.mayUse(key) else { continue }
            stale.append(key)
        }
        guard !stale.isEmpty else { return }
        document.setExtractionState("stale", keys: Set(stale))
        let lines = document.linesOfKeys(in: data)
        for key in stale {
            let location = SourceLocation(file: path, line: lines[key] ?? 1, column: 1)
            change("'\(key)' is used by no source: marked stale", key: key, at: location)
        }
    }

    mutating func apply(_ use: KeyUses.Use) {
        let key = use.key
        // A default value keeps `extracted_with_value` while the development text is Xcode's (`new`); once
        // edited (`translated`), Xcode's catalogs have no state (DuckDuckGo's, CotEditor's: never both).
        let developmentState = document.sourceLanguage.flatMap { document.stringUnit(key: key, language: $0)?.state }
        // A development text written as plural variations (CotEditor's `FindResult.find.message`) is the
        // developer's: Xcode's catalog has no state for it, and its value is not the default value's.
        let isVaried =
            developmentState == nil
            && document.sourceLanguage.map { document.hasLocalization(key: key, language: $0) } ?? false
        let followsValue = (developmentState == nil || developmentState == "new") && !isVaried
        let desired = use.hasDefaultValue && followsValue ? "extracted_with_value" : nil
        guard document.contains(key: key) else {
            document.addExtractedKey(
                key, comment: use.comment, defaultValue: use.defaultValue.map(DevelopmentText.numbered))
            if use.hasDefaultValue {
                document.setExtractionState(desired, key: key)
            } else if case let numbered = DevelopmentText.numbered(key), numbered != key,
                let language = document.sourceLanguage
            {
                // `"Toast %d of %d"`: Xcode writes the development text numbered (`Toast %1$d of %2$d`), state
                // `new`, so that a translation may reorder the arguments (Xcodes' `%@ %@ %@`).
                document.setText(numbered, state: "new", key: key, language: language)
            }
            change("'\(key)' added to \(fileName)", key: key, at: use.location)
            return
        }
        let state = document.extractionState(key: key)
        switch state {
        case "stale":
            document.setExtractionState(desired, key: key)
            change("'\(key)' is used again: no longer stale", key: key, at: use.location)
        case nil, "extracted_with_value":
            if state != desired {
                document.setExtractionState(desired, key: key)
                change("'\(key)': extraction state \(desired ?? "extracted")", key: key, at: use.location)
            }
        default:
            return  // manual, or a state this tool does not know: left as it is
        }
        update(use)
    }

    /// The comment and the development text in state `new`, from the sources.
    mutating func update(_ use: KeyUses.Use) {
        let key = use.key
        if let comment = use.comment, document.comment(key: key) != comment {
            document.setComment(comment, key: key)
            change("'\(key)': comment \"\(comment)\" from the source", key: key, at: use.location)
        }
        guard let value = use.defaultValue.map(DevelopmentText.numbered), let language = document.sourceLanguage,
            !use.hasSeveralDefaultValues
        else { return }
        let unit = document.stringUnit(key: key, language: language)
        guard
            unit == nil
                ? !document.hasLocalization(key: key, language: language) : unit?.state == "new" && unit?.value != value
        else { return }
        document.setText(value, state: "new", key: key, language: language)
        change("'\(key)': development text \"\(value)\" from the default value", key: key, at: use.location)
    }

    var fileName: String { (path as NSString).lastPathComponent }

    mutating func change(_ message: String, key: String, at location: SourceLocation) {
        changes.append(Diagnostic(.note, rule: .sync, message, at: location, key: key))
    }
}
