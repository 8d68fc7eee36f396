import XCTest

// LineWrapping's byte-counting fast path (`narrowColumns`) and the byte split
// `wrap` uses with it give exactly what the character-by-character general path
// gives, on a corpus mixing ASCII, box drawing and arrows with non-ASCII, wide,
// combining, emoji, ZWJ, regional-indicator, Hangul and "\r\n" text.
@testable import ViewSim

final class LineWrappingFastPathTests: XCTestCase {
    /// Pieces the corpus is built from: what a trace is written in, and what the fast path must refuse.
    private static let pieces: [String] = [
        "a", "Z", "0", " ", "  ", ".", "(", "\"", "\t", "\n", "\r", "\r\n", "\u{1B}", "\u{7F}", "\u{9B}", "\u{AD}",
        "é", "ß", "µ", "·", "ʰ", "├─ ", "└─ ", "│  ", "→", "⇒", "≠", "⋯", "⤷", "…", "—", "‼",
        "e\u{301}", "\u{301}", " \u{301}", "\u{FE0F}", "❤️", "❤", "漢字", "ｱ", "Ａ", "👍", "👍🏽", "👨‍👩‍👧", "\u{200D}",
        "\u{200B}", "\u{200E}", "\u{2028}", "🇫🇷", "🇫", "\u{1100}\u{1161}", "한", "⌚", "✅", "■", "◽", "◾", "▶", "○",
        "▶\u{FE0F}", "⌘",
        "\u{0915}\u{094D}\u{0937}", "\u{0903}", "\u{0600}", "𝒳", "\u{E000}", "ContentView", "body:", "@self",
    ]

    /// A deterministic corpus of strings made of `pieces` (a fixed linear congruential sequence).
    private static func corpus(count: Int = 3000) -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var texts = pieces
        for _ in 0..<count {
            var text = ""
            // Mostly narrow pieces, like a trace, with an occasional other one.
            let narrowOnly = next(2) == 0
            for _ in 0..<(1 + next(40)) {
                let piece = pieces[next(pieces.count)]
                if narrowOnly, LineWrapping.narrowColumns(of: piece[...]) == nil { continue }
                text += piece
            }
            texts.append(text)
        }
        return texts
    }

    func testTheFastPathCountsWhatTheCharactersCount() {
        var fast = 0
        for text in Self.corpus() {
            if let narrow = LineWrapping.narrowColumns(of: text[...]) {
                fast += 1
                XCTAssertEqual(
                    narrow, LineWrapping.characterColumns(of: text[...]), "\(text.unicodeScalars.map(\.value))")
            }
            XCTAssertEqual(LineWrapping.columns(of: text), LineWrapping.characterColumns(of: text[...]))
            // Slices start and end inside the text too.
            if text.count > 2 {
                let slice = text.dropFirst().dropLast()
                XCTAssertEqual(LineWrapping.columns(of: slice), LineWrapping.characterColumns(of: slice))
            }
        }
        XCTAssertGreaterThan(fast, 1000, "the corpus exercises the fast path")
    }

    func testEveryScalarTheFastPathTakesIsOneColumnAndACharacterOfItsOwn() {
        let neighbours: [Unicode.Scalar] = ["a", " ", "\n", "\u{AD}", "\u{2500}", "\u{2192}", "\u{2937}", "\u{2026}"]
        for value in UInt32(0)...0x2FFFF where LineWrapping.isNarrowAlone(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            XCTAssertEqual(LineWrapping.columns(of: Character(scalar)), 1, "U+\(String(value, radix: 16))")
            for neighbour in neighbours {
                var text = String.UnicodeScalarView()
                text.append(contentsOf: [neighbour, scalar, scalar, neighbour])
                XCTAssertEqual(String(text).count, 4, "U+\(String(value, radix: 16)) next to \(neighbour.value)")
            }
        }
        XCTAssertFalse(LineWrapping.isNarrowAlone(0x0D))
        XCTAssertFalse(LineWrapping.isNarrowAlone(0x0301))
        XCTAssertFalse(LineWrapping.isNarrowAlone(0x200D))
        XCTAssertFalse(LineWrapping.isNarrowAlone(0x25FD))
    }

    func testWrappingEqualsTheCharacterByCharacterWrapping() {
        for (number, text) in Self.corpus(count: 1500).enumerated() {
            for width in [10, 26, 40] {
                let first = number % 3 == 0 ? "├─ " : ""
                let rest = number % 3 == 0 ? "│    " : ""
                for cuts in [true, false] {
                    XCTAssertEqual(
                        LineWrapping.wrap(text, width: width, first: first, rest: rest, cutsLongWords: cuts),
                        Self.referenceWrap(text, width: width, first: first, rest: rest, cutsLongWords: cuts),
                        "\(text.unicodeScalars.map(\.value)) at \(width)")
                }
            }
        }
    }

    /// `LineWrapping.wrap` as it was before the fast path: characters only.
    private static func referenceWrap(
        _ text: String, width: Int, first: String, rest: String, cutsLongWords: Bool
    ) -> [String] {
        func columns(_ text: Substring) -> Int { LineWrapping.characterColumns(of: text) }
        let firstRoom = max(LineWrapping.minimumText, width - columns(first[...]))
        let restRoom = max(LineWrapping.minimumText, width - columns(rest[...]))
        if columns(text[...]) <= firstRoom { return [first + text] }
        var lines: [String] = []
        var current = ""
        var currentColumns = 0
        var room = firstRoom
        func finish() {
            while current.last == " " { current.removeLast() }
            lines.append((lines.isEmpty ? first : rest) + current)
            current = ""
            currentColumns = 0
            room = restRoom
        }
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = word
            var wordColumns = columns(word)
            if currentColumns > 0 && currentColumns + 1 + wordColumns > room { finish() }
            if currentColumns > 0 {
                current += " "
                currentColumns += 1
            }
            while cutsLongWords, currentColumns + wordColumns > room, !word.isEmpty {
                var taken = 0
                var end = word.startIndex
                while end < word.endIndex, currentColumns + taken + LineWrapping.columns(of: word[end]) <= room {
                    taken += LineWrapping.columns(of: word[end])
                    end = word.index(after: end)
                }
                if end == word.startIndex {
                    if currentColumns > 0 {
                        finish()
                        continue
                    }
                    end = word.index(after: end)
                }
                current += word[word.startIndex..<end]
                finish()
                word = word[end...]
                wordColumns = columns(word)
            }
            current += word
            currentColumns += wordColumns
        }
        if currentColumns > 0 || lines.isEmpty { finish() }
        return lines
    }
}
