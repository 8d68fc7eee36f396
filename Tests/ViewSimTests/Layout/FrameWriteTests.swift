// Tests that the engine writes a view's frame only through the graph's
// `setFrame(of:_:)`, `setFrameSize(of:_:)` and `setFrameOrigin(of:_:)`, which
// count the change (`GraphLayoutState.frameVersion`): the scroll views' safe
// areas are looked at again only when a frame changed, so a direct write would
// leave an inset stale without any test noticing. A source scan, like the API
// table's.
import Foundation
import XCTest

final class FrameWriteTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testFramesAreWrittenOnlyThroughTheCountingSetters() throws {
        let sources = root.appendingPathComponent("Sources/ViewSim")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(files.count, 50, "Sources/ViewSim should hold the runtime's files")
        // `x.layout.frame = …`, `x.layout.frame.size = …`, `x.layout.frame.origin.y += …`; not `==`.
        let write = try NSRegularExpression(pattern: #"\.layout\.frame(\.[a-z]+)*\s*[-+*/]?=(?!=)"#)
        var found: [String] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                let text = String(line)
                guard write.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil else { continue }
                // The setters themselves.
                if file.lastPathComponent == "ViewGraph+Layout.swift", text.contains("node.layout.frame") {
                    let context = lines[max(0, number - 3)...number].joined(separator: "\n")
                    if context.contains("layoutState.frameVersion") || lines[number + 1].contains("frameVersion") {
                        continue
                    }
                }
                found.append("\(file.lastPathComponent):\(number + 1): \(text.trimmingCharacters(in: .whitespaces))")
            }
        }
        XCTAssertEqual(found, [], "write frames with setFrame(of:_:) and its kin (docs/CONTRIBUTING.md)")
    }
}
