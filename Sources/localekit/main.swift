import Foundation

let status = LocaleKitCommand.main(Array(CommandLine.arguments.dropFirst()))
fflush(nil)
exit(status)
