import Foundation

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "synthesize" {
        try SynthesizeCommand.run(Array(arguments.dropFirst()))
    } else {
        try BenchmarkCommand(arguments: arguments).run()
    }
} catch let error as UsageError {
    if !error.message.isEmpty { FileHandle.standardError.write(Data("error: \(error.message)\n".utf8)) }
    FileHandle.standardError.write(Data((BenchmarkCommand.usage + "\n").utf8))
    exit(error.message.isEmpty ? 0 : 2)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
