import Foundation
import LocaleCatalog
import LocaleCheck

/// `localekit stats --format html`: one self-contained page (inline CSS, no scripts, no external
/// assets) with a bar per language, most complete first, that reads on a phone; each language
/// opens to its tables.
public enum StatsHTMLRenderer {
    public static func render(_ report: CheckReport, title: String = "Translation coverage") -> String {
        let coverage = StatsRenderer.sorted(report.coverage)
        let multipleRoots = StatsRenderer.hasMultipleRoots(coverage)
        let translated = coverage.filter { !$0.isDevelopment }
        let complete = translated.count { $0.translated == $0.total }
        let rows = coverage.map { languageSection($0, multipleRoots: multipleRoots) }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            \(styleElement)</head><body>
            <h1>\(escape(title))</h1>
            <p class="meta">\(translated.count) languages · \(complete) complete · development language \
            \(escape(report.developmentLanguage))</p>
            \(rows.joined(separator: "\n"))
            \(report.project.map(projectSection) ?? "")
            </body></html>

            """
    }

    /// One language's collapsible row: its bar, its counts and its tables.
    private static func languageSection(_ language: LanguageCoverage, multipleRoots: Bool) -> String {
        let percent = Coverage.format(language.percent)
        let tableRows = language.tables.map { table in
            """
            <li><span class="t">\(escape(StatsRenderer.label(table, multipleRoots: multipleRoots)))</span>\
            <span class="n">\(Coverage.format(table.percent))% · \(table.translated)/\(table.total)</span></li>
            """
        }
        return """
            <details class="lang \(band(language.percent))"><summary>\
            <span class="code">\(escape(language.language))\(language.isDevelopment ? " <small>dev</small>" : "")</span>\
            <span class="bar" role="img" aria-label="\(percent)%"><span style="width:\(cssWidth(language.percent))%"></span></span>\
            <span class="pct">\(percent)%</span></summary>
            <p class="count">\(language.translated) of \(language.total) keys translated\
            \(language.fallback > 0 ? ", \(language.fallback) more covered by fallback" : "")</p>
            <ul>\(tableRows.joined())</ul></details>
            """
    }

    /// The page's inline style sheet (light and dark).
    private static let styleElement = """
        <style>
        :root { color-scheme: light dark; --ok: #2e7d32; --mid: #f9a825; --low: #c62828; --track: #8883; }
        * { box-sizing: border-box; }
        body { font: 16px/1.4 -apple-system, system-ui, sans-serif; margin: 0 auto; max-width: 44rem; padding: 1rem; }
        h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
        .meta { margin: 0 0 1rem; opacity: .75; }
        details { border-bottom: 1px solid var(--track); }
        summary { display: grid; grid-template-columns: 5.5rem 1fr 3.6rem; gap: .6rem; align-items: center;
          padding: .45rem 0; cursor: pointer; list-style: none; }
        summary::-webkit-details-marker { display: none; }
        .code { font-weight: 600; overflow-wrap: anywhere; }
        .code small { font-weight: 400; opacity: .7; }
        .bar { height: .9rem; border-radius: .45rem; background: var(--track); overflow: hidden; }
        .bar span { display: block; height: 100%; border-radius: .45rem; }
        .ok .bar span { background: var(--ok); } .mid .bar span { background: var(--mid); }
        .low .bar span { background: var(--low); }
        .pct { text-align: right; font-variant-numeric: tabular-nums; }
        .count { margin: 0 0 .3rem; opacity: .75; font-size: .9rem; }
        ul { list-style: none; margin: 0 0 .6rem; padding: 0; font-size: .9rem; }
        li { display: flex; justify-content: space-between; gap: 1rem; padding: .1rem 0; }
        .t { overflow-wrap: anywhere; } .n { white-space: nowrap; font-variant-numeric: tabular-nums; }
        table.target { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
        .target th, .target td { text-align: right; padding: .15rem .4rem; border-bottom: 1px solid var(--track); }
        .target th:first-child, .target td:first-child { text-align: left; }
        </style>
        """

    /// `ok` (complete), `mid` (≥ 80 %) or `low`.
    static func band(_ percent: Double) -> String {
        percent >= 100 ? "ok" : percent >= 80 ? "mid" : "low"
    }

    static func cssWidth(_ percent: Double) -> String {
        String(format: "%.1f", min(max(percent, 0), 100))
    }

    /// HTML-escapes text and attribute values (the XML escaping is valid HTML).
    static func escape(_ text: String) -> String {
        XMLEscaping.attribute(text)
    }
}
