import Foundation
import SwiftLocaleKit

/// Answers `GET /?name=Ada&items=3` in the language the request's `Accept-Language` prefers.
///
/// Every lookup names its language, so concurrent requests in different languages never
/// interfere: a server must not switch the shared current language per request.
struct LocalizedPage {
    var kit: LocaleKit = .shared
    var bundle: Bundle
    /// The languages the bundle has tables for.
    var supported: [String]

    func respond(to request: HTTPRequest?) -> HTTPResponse {
        guard let request else { return HTTPResponse(status: 400, reason: "Bad Request", body: "bad request\n") }
        guard request.method == "GET" else {
            return HTTPResponse(
                status: 405, reason: "Method Not Allowed", headers: [("Allow", "GET")], body: "GET only\n")
        }
        guard request.path == "/" else { return HTTPResponse(status: 404, reason: "Not Found", body: "not found\n") }

        let code =
            AcceptLanguage(request.headers["accept-language"]).best(of: supported) ?? kit.developmentLanguage.code
        let language = LocaleKitLanguage(code: code)
        func text(_ key: String, _ arguments: [any CVarArg] = []) -> String {
            kit.localized(key, bundle: bundle, language: language, arguments: arguments)
        }
        var lines: [String] = []
        if let name = request.query["name"], !name.isEmpty { lines.append(text("greeting", [name])) }
        if let items = request.query["items"].flatMap({ Int($0) }) { lines.append(text("cart.items", [items])) }
        lines.append(text("served.in"))
        return HTTPResponse(
            status: 200, reason: "OK", headers: [("Content-Language", code), ("Vary", "Accept-Language")],
            body: lines.joined(separator: "\n") + "\n")
    }
}
