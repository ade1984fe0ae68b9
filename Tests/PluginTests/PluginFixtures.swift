/// The texts of the odd layouts' files.
enum PluginFixtures {
    /// `de.lproj/Menu.strings` and `de.lproj/Menu.stringsdict` for `de.lproj/Menu`, each name in order.
    static func both(_ tables: [String]) -> [String] {
        tables.flatMap { [$0 + ".strings", $0 + ".stringsdict"] }
    }

    /// A String Catalog with one key `kilometer`, translated into each language.
    static func stringCatalog(_ values: [String: String]) -> String {
        let localizations = values.sorted { $0.key < $1.key }.map { language, value in
            #""\#(language)" : { "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"#
        }
        return """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "kilometer" : { "localizations" : { \(localizations.joined(separator: ", ")) } } } }
            """
    }

    /// A String Catalog with a plural (`en`, `de`) and a key only French has besides English.
    static let pluralCatalog = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "files %lld" : { "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
            "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } } } } } } },
          "title" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Inbox" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Boîte de réception" } } } } } }
        """

    /// An XLIFF 1.2 file of one table with one unit: `quit`, or `CFBundleDisplayName` for `Info.plist`.
    static func xliff(original: String, source: String, target: String) -> String {
        let unit =
            original.hasSuffix("Info.plist")
            ? #"<trans-unit id="CFBundleDisplayName"><source>Example</source><target>Beispiel</target></trans-unit>"#
            : #"<trans-unit id="quit"><source>Quit</source><target>Beenden</target></trans-unit>"#
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="\(original)" source-language="\(source)" target-language="\(target)" datatype="plaintext">
                <body>
                  \(unit)
                </body>
              </file>
            </xliff>
            """
    }

    /// An XLIFF 2.0 file of one table with one unit, `quit`, in Japanese.
    static func xliff2(original: String, source: String, target: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="\(source)" trgLang="\(target)">
          <file id="f1" original="\(original)">
            <unit id="u1" name="quit">
              <segment state="translated"><source>Quit</source><target>終了</target></segment>
            </unit>
          </file>
        </xliff>
        """
    }

    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>files</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
            <key>count</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>one</key><string>%d file</string>
              <key>other</key><string>%d files</string>
            </dict>
          </dict>
        </dict>
        </plist>
        """
}
