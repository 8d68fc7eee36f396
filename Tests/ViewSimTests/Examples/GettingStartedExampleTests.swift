// Keeps the DocC article "Getting started" (Sources/ViewSim/ViewSim.docc/
// GettingStarted.md) true: the article walks the example package
// (Examples/ViewSimExamples), and every Swift block it shows is a region of one
// of that package's Swift files, word for word (or indented as a whole, for a
// test method inside its type). The example package's own tests
// (scripts/test-examples) check that that code builds and passes.
import Foundation
import XCTest

final class GettingStartedExampleTests: XCTestCase {
    /// The repository's root, from this file's path.
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The ```swift blocks of the article, each without its fences.
    private func articleBlocks() throws -> [String] {
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/ViewSim/ViewSim.docc/GettingStarted.md"), encoding: .utf8)
        return article.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    /// Every Swift file of the example package (its manifest, sources and
    /// tests, not its .build), by path relative to the package, in path order.
    private func exampleFiles() throws -> [(path: String, text: String)] {
        let package = root.appendingPathComponent("Examples/ViewSimExamples")
        var files = [
            ("Package.swift", try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8))
        ]
        for folder in ["Sources", "Tests"] {
            let base = package.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
                XCTFail("Cannot list \(base.path); the article's code should come from there.")
                continue
            }
            var found: [(String, String)] = []
            for case let url as URL in walker where url.pathExtension == "swift" {
                let inside =
                    url.path.hasPrefix(base.path + "/")
                    ? String(url.path.dropFirst(base.path.count + 1)) : url.lastPathComponent
                let relative = folder + "/" + inside
                found.append((relative, try String(contentsOf: url, encoding: .utf8)))
            }
            files += found.sorted { $0.0 < $1.0 }
        }
        return files
    }

    /// `block` with each non-empty line indented by `spaces`.
    private func indented(_ block: String, by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        return block.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
    }

    /// Every ```swift block of the article is a region of a Swift file of the
    /// example package, as it is or indented by 4 or 8 spaces as a whole.
    func testTheArticleShowsTheExamplePackagesCode() throws {
        let blocks = try articleBlocks()
        let files = try exampleFiles()
        XCTAssertGreaterThanOrEqual(files.count, 10, "the example package's manifest, views, executable and tests")
        XCTAssertGreaterThanOrEqual(
            blocks.count, 8, "the article shows the manifest, three views, the executable and tests")
        for block in blocks {
            let found = files.first { file in [0, 4, 8].contains { file.text.contains(indented(block, by: $0)) } }
            XCTAssertNotNil(
                found,
                "This block of GettingStarted.md is in no Swift file of Examples/ViewSimExamples, word for word:\n\(block)\nCopy it from the example package (or change the example and its tests first)."
            )
        }
    }

    /// The check can fail: a block that the example package does not contain is found nowhere.
    func testACodeBlockNotInTheExampleIsFoundNowhere() throws {
        let files = try exampleFiles()
        let invented = "struct Counter: View {\n    @State private var count = 0\n}\n"
        XCTAssertFalse(
            files.contains { file in [0, 4, 8].contains { file.text.contains(indented(invented, by: $0)) } })
        XCTAssertTrue(files.contains { $0.path == "Sources/ExampleViews/CounterView.swift" })
    }
}
