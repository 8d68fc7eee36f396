// The code the lessons show comes from the code that runs: the build cuts it from
// the lessons' `// lesson-code:` regions (LessonCodePlugin runs `viewsim-lesson-code`).
// Checks that every lesson has regions, that the markers work (regions, nesting,
// elision) and that a bad marker is an error naming the file and line.
import Foundation
import ViewSimTesting
import XCTest

final class LessonCodeTests: XCTestCase {
    /// The package folder: two levels above this file.
    private static let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func extractor() throws -> URL {
        let bundle = Bundle(for: LessonCodeTests.self).bundleURL
        let directory = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        let url = directory.appendingPathComponent("viewsim-lesson-code")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw XCTSkip(
                "No viewsim-lesson-code next to the tests (\(url.path)). To fix, build it: swift build --product viewsim-lesson-code."
            )
        }
        return url
    }

    /// Runs the extractor on `root`; its exit status, output file and standard error.
    private func extract(root: URL) throws -> (status: Int32, output: String, error: String) {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "viewsim-lesson-code-\(ProcessInfo.processInfo.processIdentifier)-\(name.filter(\.isLetter)).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = try extractor()
        process.arguments = ["--root", root.path, "--output", output.path]
        let errorPipe = Pipe()
        process.standardError = errorPipe
        try process.run()
        let error = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = FileManager.default.contents(atPath: output.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return (process.terminationStatus, text, String(decoding: error, as: UTF8.self))
    }

    private func temporaryLessons(_ source: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "viewsim-lesson-code-root-\(ProcessInfo.processInfo.processIdentifier)-\(name.filter(\.isLetter))")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Lessons/LessonX"), withIntermediateDirectories: true)
        try Data(source.utf8).write(to: root.appendingPathComponent("Lessons/LessonX/View.swift"))
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        return root
    }

    /// The build generates `LessonCode` from these regions (LessonCodePlugin), so the
    /// shown code cannot drift; here: every lesson has regions, and each is named by file.
    func testEveryLessonShowsCodeCutFromItsSources() throws {
        let result = try extract(root: Self.root)
        XCTAssertEqual(result.status, 0, result.error)
        for lesson in 1...12 {
            XCTAssertTrue(
                result.output.contains("static let lesson\(lesson)"), "lesson\(lesson) has no lesson-code region")
            XCTAssertTrue(
                result.output.contains("from Lessons/Lesson\(lesson)/"),
                "lesson\(lesson)'s regions do not name their files")
        }
        XCTAssertFalse(result.output.contains("/work/"), "paths are relative to the package")
    }

    func testRegionsNestElideAndLoseTheirIndentation() throws {
        let root = try temporaryLessons(
            """
            struct V: View {
                var body: some View {
                    // lesson-code: outer-part
                    VStack {
                        // lesson-code: inner
                        Text("a")   // shown
                        // end lesson-code: inner
                        // lesson-code-elide: outer-part
                        Text("b")
                        Text("c")
                        // end lesson-code-elide: outer-part
                    }
                    // end lesson-code: outer-part
                }
            }
            """)
        let result = try extract(root: root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(
            result.output.contains(
                """
                    /// `inner`, from Lessons/LessonX/View.swift.
                    static let inner = #\"\"\"
                        Text("a")   // shown
                        \"\"\"#
                """), result.output)
        XCTAssertTrue(
            result.output.contains(
                """
                    static let outerPart = #\"\"\"
                        VStack {
                            Text("a")   // shown
                            …
                        }
                        \"\"\"#
                """), result.output)
    }

    func testAnUnclosedRegionIsAnErrorNamingFileAndLine() throws {
        let root = try temporaryLessons("let a = 1\n// lesson-code: open\nlet b = 2\n")
        let result = try extract(root: root)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.error.contains(
                "Lessons/LessonX/View.swift:2: region open is never closed; add `// end lesson-code: open`"),
            result.error)
    }
}
