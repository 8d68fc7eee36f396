// README's key to the trace ("Reading the trace") against the renderer: every
// symbol TraceText.line(for:) starts a line with is explained in the key, and the
// key explains no symbol the renderer no longer prints.
import Foundation
import XCTest

final class ReadmeTraceKeyTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The symbols that start the event lines: the first character of each `return "…"`
    /// in `TraceText.line(for:)` that is not a letter.
    private func renderedSymbols() throws -> Set<Character> {
        let source = try String(contentsOf: root.appendingPathComponent("Sources/ViewSim/Trace/TraceText.swift"), encoding: .utf8)
        let start = try XCTUnwrap(source.range(of: "static func line(for event: TraceEvent) -> String {"))
        let end = try XCTUnwrap(source.range(of: "static func details(for", range: start.upperBound..<source.endIndex))
        var symbols = Set<Character>()
        for line in source[start.upperBound..<end.lowerBound].split(separator: "\n") {
            guard let quote = line.range(of: "return \"") else { continue }
            if let first = line[quote.upperBound...].first, !first.isLetter, !first.isNumber, first != "\\" {
                symbols.insert(first)
            }
        }
        XCTAssertGreaterThan(symbols.count, 10, "the renderer's event lines should have been found")
        return symbols
    }

    /// The symbols the key's first column starts an example with (`▶ tap "heart"`).
    private func keySymbols() throws -> Set<Character> {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "### Reading the trace\n").dropFirst().first)
            .components(separatedBy: "\n### ")[0]
        var symbols = Set<Character>()
        for row in section.split(separator: "\n") where row.hasPrefix("| `") {
            let cell = row.dropFirst(2).prefix { $0 != "|" }
            for (index, part) in cell.split(separator: "`", omittingEmptySubsequences: false).enumerated() where index % 2 == 1 {
                if let first = part.first, !first.isLetter, !first.isNumber, first != "[", first != "." { symbols.insert(first) }
            }
        }
        return symbols
    }

    func testTheKeyExplainsEverySymbolTheTracePrints() throws {
        let rendered = try renderedSymbols(), key = try keySymbols()
        XCTAssertEqual(rendered.subtracting(key).sorted(), [], "symbols the trace prints that README's key does not explain")
        // "…" (folded frames) is printed by FrameFolding, not line(for:).
        XCTAssertEqual(key.subtracting(rendered).subtracting(["…"]).sorted(), [], "symbols in README's key the trace no longer prints")
    }
}
