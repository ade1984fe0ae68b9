import Foundation
import KeyUsage
import LocaleCheck
import LocaleCheckReporting
import LocaleKitTestSupport
import LocalizationFormats
import Testing

@testable import LocaleCatalog

struct AtomicFileWriterTests {
    @Test func writesCreatesFoldersAndReportsChanges() throws {
        let folder = try TestPaths.scratchFolder()
        let path = folder + "/a/b/out.txt"
        #expect(try AtomicFileWriter.write(Data("one".utf8), to: path))
        #expect(FileManager.default.contents(atPath: path) == Data("one".utf8))
        #expect(try AtomicFileWriter.write(Data("two".utf8), to: path))
        #expect(FileManager.default.contents(atPath: path) == Data("two".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/a/b") == ["out.txt"])
    }

    @Test func sameBytesLeaveTheFileUntouched() throws {
        let folder = try TestPaths.scratchFolder()
        let path = folder + "/out.txt"
        try AtomicFileWriter.write(Data("same".utf8), to: path)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        #expect(try AtomicFileWriter.write(Data("same".utf8), to: path) == false)
        let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(date == old)
    }

    @Test func failureLeavesNoTemporaryFile() throws {
        let folder = try TestPaths.scratchFolder()
        let path = folder + "/target"
        try FileManager.default.createDirectory(atPath: path + "/occupied", withIntermediateDirectories: true)
        #expect(throws: AtomicFileWriter.WriteError.self) {
            try AtomicFileWriter.write(Data("x".utf8), to: path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["target"])
    }
}
