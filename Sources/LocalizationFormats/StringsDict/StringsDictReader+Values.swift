import Foundation

extension StringsDictReader {
    /// The key → plural map of a `.stringsdict` file, for a program that looks plurals up rather than
    /// reports on the file (the runtime).
    ///
    /// A well-formed file is scanned straight from its bytes into the map: no property list tree, no
    /// locations. At the first thing the full reader would diagnose (an encoding fault, markup other than
    /// a plain `<plist><dict>` of plural rules, a duplicate key, a missing `other` form, a variable that
    /// the format does not reference…) the file is read again with ``read(_:file:)``, so `diagnostics`
    /// are exactly that reader's and `values` are its entries. `diagnostics` is empty on the fast path,
    /// where variables carry no location.
    ///
    /// ```swift
    /// let (plurals, diagnostics) = StringsDictReader.readValues(data, file: "ru.lproj/Localizable.stringsdict")
    /// plurals["files"]?.format  // "%#@files@"
    /// ```
    public static func readValues(_ data: Data, file: String) -> (
        values: [String: PluralTranslation], diagnostics: [Diagnostic]
    ) {
        let decoder = TextDecoder(data, file: file)
        if decoder.diagnostics.isEmpty {
            let values = decoder.utf8.withUnsafeBufferPointer { bytes in
                var scanner = PluralListScanner(bytes: bytes)
                return scanner.document()
            }
            if let values { return (values, []) }
        }
        let full = read(data, file: file)
        var values: [String: PluralTranslation] = [:]
        values.reserveCapacity(full.entries.count)
        for entry in full.entries { values[entry.key] = entry.plural }
        return (values, full.diagnostics)
    }
}
