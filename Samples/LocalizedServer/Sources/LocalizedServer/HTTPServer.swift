import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// A minimal HTTP/1.1 server on a loopback TCP socket: one connection at a time, one request per
/// connection (`Connection: close`). Enough for a sample; not a production server.
final class HTTPServer {
    struct SocketError: Error, CustomStringConvertible {
        var call: String
        var code: Int32
        var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    private let listener: Int32
    /// The port listened on (the one the system chose when 0 was asked for).
    let port: UInt16

    /// Listens on 127.0.0.1:`port` (0: any free port).
    init(port: UInt16) throws {
        let listener = socket(AF_INET, streamSocket, 0)
        guard listener >= 0 else { throw SocketError(call: "socket", code: errno) }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 16) == 0 else {
            let code = errno
            close(listener)
            throw SocketError(call: "bind/listen", code: code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.listener = listener
        self.port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(listener) }

    /// Waits for the next connection, reads its request, and answers it with `respond`.
    func serveOne(_ respond: (HTTPRequest?) -> HTTPResponse) throws {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { throw SocketError(call: "accept", code: errno) }
        defer { close(connection) }
        let response = respond(HTTPRequest(readHead(connection)))
        let bytes = Array(response.serialized)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return }
            sent += count
        }
    }

    /// Reads up to the blank line that ends the headers (at most 64 KiB).
    private func readHead(_ connection: Int32) -> String {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end = Data("\r\n\r\n".utf8)
        while data.count < 65_536, data.range(of: end) == nil {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A plain-text response.
struct HTTPResponse {
    var status: Int
    var reason: String
    var headers: [(String, String)] = []
    var body: String

    var serialized: Data {
        let body = Data(body.utf8)
        var head = "HTTP/1.1 \(status) \(reason)\r\n"
        let all =
            [
                ("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", "\(body.count)"),
                ("Connection", "close"),
            ]
            + headers
        for (name, value) in all { head += "\(name): \(value)\r\n" }
        return Data((head + "\r\n").utf8) + body
    }
}
