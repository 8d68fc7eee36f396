// README's key to the trace ("Reading the trace") against the vocabulary: every
// glyph the text trace starts a line with (`TraceGlyph`, which TraceText reads) is
// explained in the key, and the key explains no symbol the vocabulary lacks.
import Foundation
import ViewSim
import XCTest

final class ReadmeTraceKeyTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The symbols the key's first column starts an example with (`▶ tap "heart"`).
    private func keySymbols() throws -> Set<String> {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "### Reading the trace\n").dropFirst().first)
            .components(separatedBy: "\n### ")[0]
        var symbols = Set<String>()
        for row in section.split(separator: "\n") where row.hasPrefix("| `") {
            let cell = row.dropFirst(2).prefix { $0 != "|" }
            for (index, part) in cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            where index % 2 == 1 {
                if let first = part.first, !first.isLetter, !first.isNumber, first != "[", first != "." {
                    symbols.insert(String(first))
                }
            }
        }
        return symbols
    }

    func testTheKeyExplainsEveryGlyphOfTheVocabulary() throws {
        let vocabulary = Set(TraceGlyph.allCases.map(\.symbol))
        let key = try keySymbols()
        XCTAssertEqual(
            vocabulary.subtracting(key).sorted(), [], "glyphs of the vocabulary that README's key does not explain")
        // "…" (folded frames) is printed by FrameFolding, not an event's glyph.
        XCTAssertEqual(
            key.subtracting(vocabulary).subtracting(["…"]).sorted(), [],
            "symbols in README's key the vocabulary does not have")
    }
}
