// Headless Chromium for the report's tests: opens a page at a deep link
// (#frame=N) and returns the DOM once the page's script has run, and writes text
// and numbers as the dumped DOM shows them.
// Simplifies: one page per call, a fresh profile each time; skipped without
// Chromium on a developer's machine, a failure on CI.
import Foundation
import XCTest

struct ReportBrowser {
    let executable: URL
    let test: XCTestCase

    /// Chromium, or a skip (a failure on CI) saying how to get it.
    init(test: XCTestCase) throws {
        self.test = test
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser"] where FileManager.default.isExecutableFile(atPath: path) {
            executable = URL(fileURLWithPath: path)
            return
        }
        let message = "Chromium is not installed, so the report was not checked in a browser. To fix, run scripts/install-deps (Debian's chromium)."
        if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail(message) }
        throw XCTSkip(message)
    }

    /// A folder for one page's files, removed when the test ends.
    private func folder(_ suffix: String) throws -> URL {
        let name = test.name.filter(\.isLetter)
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewsim-report-\(ProcessInfo.processInfo.processIdentifier)-\(name)-\(suffix)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Writes `html` to a file, opens it at `fragment` and returns the DOM once the
    /// page's script has run (at most 60 seconds).
    func dom(of html: String, at fragment: String) throws -> String {
        let directory = try folder("page")
        let file = directory.appendingPathComponent("report.html")
        try Data(html.utf8).write(to: file)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                             "--user-data-dir=\(try folder("profile").path)", "--virtual-time-budget=2000",
                             "--window-size=1280,860", "--dump-dom", file.absoluteString + fragment]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        // Read while it runs, so a large DOM cannot fill the pipe and stall it.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        if finished.wait(timeout: .now() + .seconds(60)) == .timedOut {
            process.terminate()
            XCTFail("Chromium did not finish in 60 s")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Text as the DOM dump serializes an element's text.
    static func serialized(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\u{A0}", with: "&nbsp;")
    }

    /// A number as the page's values table writes it: rounded to four decimals, shortest form.
    static func pageNumber(_ value: Double) -> String {
        var rounded = (value * 10_000).rounded() / 10_000
        if rounded == 0 { rounded = 0 }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return "\(rounded)"
    }
}
