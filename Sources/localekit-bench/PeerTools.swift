import Foundation

/// Contenders that run outside programs on the same files: the peers of the read measures.
enum PeerTools {
    /// `cat FILE… > /dev/null`: reading the bytes and nothing else, the floor of any reader.
    static func cat(_ paths: [String]) -> Contender {
        tool("cat (I/O floor)", "cat", [], paths)
    }

    /// `xmllint --noout FILE…`: libxml2's parse alone, one process over every file.
    static func xmllint(_ paths: [String], target: Target? = nil) -> Contender {
        tool("xmllint --noout", "xmllint", ["--noout"], paths, target: target)
    }

    /// `plutil -lint FILE…`: Foundation's syntax check, one process over every file (its start-up included).
    static func plutilLint(_ paths: [String]) -> Contender {
        tool("plutil -lint (incl. start-up)", "plutil", ["-lint"], paths)
    }

    /// A contender running `executable arguments… paths…` as one child; its CPU time is the child's.
    static func tool(
        _ name: String, _ executable: String, _ arguments: [String], _ paths: [String], target: Target? = nil
    ) -> Contender {
        guard let path = ChildProcess.find(executable) else {
            return Contender(name: name, target: target, unavailable: "\(executable) not installed") { 0 }
        }
        return Contender(name: name, runsChildProcesses: true, target: target) {
            ChildProcess(executable: path, arguments: arguments + paths).run().status == 0 ? paths.count : 0
        }
    }
}
