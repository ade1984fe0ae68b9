import Foundation
import SwiftLocaleKit

// LocalizedServer [--port N] [--max-requests N]
// Answers each request in the language its Accept-Language header prefers, e.g.
//   curl -H 'Accept-Language: ru, en;q=0.5' 'http://127.0.0.1:8080/?name=Ada&items=21'
// Tables are checked at build time by LocaleKitPlugin (a broken translation fails `swift build`).

var port: UInt16 = 8080
var maxRequests: Int?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--port": port = arguments.next().flatMap { UInt16($0) } ?? port
    case "--max-requests": maxRequests = arguments.next().flatMap { Int($0) }
    default:
        FileHandle.standardError.write(Data("usage: LocalizedServer [--port N] [--max-requests N]\n".utf8))
        exit(2)
    }
}

LocaleKit.configure(bundle: .module)
let page = LocalizedPage(bundle: .module, supported: LocaleKit.shared.allSupportedLanguages.map(\.code))
do {
    let server = try HTTPServer(port: port)
    print("LocalizedServer listening on http://127.0.0.1:\(server.port)/ in \(page.supported.joined(separator: ", "))")
    fflush(nil)
    var served = 0
    while maxRequests.map({ served < $0 }) ?? true {
        try server.serveOne(page.respond)
        served += 1
    }
} catch {
    FileHandle.standardError.write(Data("LocalizedServer: \(error)\n".utf8))
    exit(1)
}
