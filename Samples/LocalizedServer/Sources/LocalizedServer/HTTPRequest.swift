import Foundation

/// The parts of an HTTP/1.1 request this server reads: method, path, query and headers.
struct HTTPRequest {
    var method: String
    var path: String
    var query: [String: String]
    /// Header values by lower-cased name.
    var headers: [String: String]

    /// Parses the request line and headers (the body, if any, is ignored); `nil` when malformed.
    init?(_ text: String) {
        let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        let requestLine = lines.first?.split(separator: " ") ?? []
        guard requestLine.count == 3 else { return nil }
        method = String(requestLine[0])
        let target = requestLine[1].split(separator: "?", maxSplits: 1)
        path = target.first.map(String.init) ?? "/"
        query = [:]
        for pair in target.dropFirst().first?.split(separator: "&") ?? [] {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0) }
            let decode = { (text: String) in
                (text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding) ?? text
            }
            query[decode(parts[0])] = parts.count > 1 ? decode(parts[1]) : ""
        }
        headers = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
    }
}
