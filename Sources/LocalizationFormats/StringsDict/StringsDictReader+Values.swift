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
    /// where variables carry no location. `widths` holds the variable-width rules
    /// (`NSStringVariableWidthRuleType`); a file that has any is read by the full reader.
    ///
    /// ```swift
    /// let (plurals, _, diagnostics) = StringsDictReader.readValues(data, file: "ru.lproj/Localizable.stringsdict")
    /// plurals["files"]?.format  // "%#@files@"
    /// ```
    public static func readValues(_ data: Data, file: String) -> (
        values: [String: PluralTranslation], widths: [String: WidthVariants], diagnostics: [Diagnostic]
    ) {
        // UTF-8 is scanned in place (nil inside: invalid, or a file for the full reader); other encodings
        // once decoded.
        let inPlace: [String: PluralTranslation]?? = TextDecoder.withUncheckedUTF8(of: data) { bytes in
            .some(TextDecoder.isValidUTF8(bytes) ? scan(bytes) : nil)
        }
        let values: [String: PluralTranslation]?
        if let inPlace {
            values = inPlace
        } else {
            let decoder = TextDecoder(data, file: file)
            values = decoder.diagnostics.isEmpty ? decoder.utf8.withUnsafeBufferPointer(scan) : nil
        }
        if let values { return (values, [:], []) }
        let full = read(data, file: file)
        var all: [String: PluralTranslation] = [:]
        all.reserveCapacity(full.entries.count)
        for entry in full.entries { all[entry.key] = entry.plural }
        var widths: [String: WidthVariants] = [:]
        for entry in full.widthEntries { widths[entry.key] = entry.variants }
        return (all, widths, full.diagnostics)
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> [String: PluralTranslation]? {
        var scanner = PluralListScanner(bytes: bytes)
        return scanner.document()
    }
}
