import Foundation

do {
    try BenchmarkCommand(arguments: Array(CommandLine.arguments.dropFirst())).run()
} catch let error as UsageError {
    if !error.message.isEmpty { FileHandle.standardError.write(Data("error: \(error.message)\n".utf8)) }
    FileHandle.standardError.write(Data((BenchmarkCommand.usage + "\n").utf8))
    exit(error.message.isEmpty ? 0 : 2)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
