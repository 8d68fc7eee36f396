import XCTest

// CodeWrapping: a code line wraps between tokens (never inside an identifier,
// a number or a string literal while a break between tokens fits), each
// continuation starts with `↪` at the line's own indentation, wide characters
// count two columns, and only a token wider than a line is cut.
@testable import ViewSim

final class CodeWrappingTests: XCTestCase {
    private func columns(_ line: String) -> Int { LineWrapping.columns(of: line) }

    func testAShortLineIsLeftAlone() {
        XCTAssertEqual(CodeWrapping.wrap("    let x = 1", width: 20), ["    let x = 1"])
    }

    func testALongLineBreaksBetweenTokensWithTheMarkAtItsIndentation() {
        let line = "            drawTickMarks(context: context, size: clockSize, offset: centerOffset)"
        let lines = CodeWrapping.wrap(line, width: 60)
        XCTAssertEqual(
            lines,
            [
                "            drawTickMarks(context: context, size: clockSize,",
                "            ↪ offset: centerOffset)",
            ])
        for width in 30...80 {
            let lines = CodeWrapping.wrap(line, width: width)
            XCTAssertTrue(lines.allSatisfy { columns($0) <= width }, "\(width): \(lines)")
            XCTAssertTrue(lines.dropFirst().allSatisfy { $0.hasPrefix("            ↪ ") }, "\(width): \(lines)")
            // Joined back (a break at a space dropped that space), the tokens are the line's.
            let joined = lines.enumerated().map { $0.offset == 0 ? $0.element : String($0.element.dropFirst(14)) }
            XCTAssertEqual(joined.joined().filter { $0 != " " }, line.filter { $0 != " " }, "\(width)")
            for identifier in ["drawTickMarks", "context", "clockSize", "centerOffset"] {
                XCTAssertTrue(lines.contains { $0.contains(identifier) }, "\(width): \(identifier) is cut in \(lines)")
            }
        }
    }

    func testTokens() {
        XCTAssertEqual(
            CodeWrapping.tokens(of: #"x.scale(1.25) ?? "a b" // a note"#).map(String.init),
            ["x", ".", "scale", "(", "1.25", ")", " ", "??", " ", #""a b""#, " ", "//", " ", "a", " ", "note"])
        XCTAssertEqual(
            CodeWrapping.tokens(of: #"@State var s = "q\"x" + $y"#).map(String.init),
            ["@State", " ", "var", " ", "s", " ", "=", " ", #""q\"x""#, " ", "+", " ", "$y"])
    }

    func testAMemberDotGoesWithItsNameAndAClosingBracketDoesNotStartALine() {
        let lines = CodeWrapping.wrap("Text(minuteString).font(.title2).foregroundStyle(.secondary)", width: 40)
        XCTAssertTrue(lines.allSatisfy { columns($0) <= 40 }, "\(lines)")
        for line in lines.dropFirst() {
            XCTAssertTrue(line.hasPrefix("↪ ."), "a continuation starts with the member: \(lines)")
        }
        let closing = CodeWrapping.wrap(
            "let size = context.resolve(Text(minuteString)).measure(in: proposal)", width: 46)
        XCTAssertFalse(closing.contains { $0.hasPrefix("↪ )") || $0.hasPrefix("↪ ,") }, "\(closing)")
    }

    func testABinaryOperatorStartsTheContinuation() {
        XCTAssertEqual(
            CodeWrapping.wrap("    context.translateBy(x: size.width / 2, y: size.height / 2)", width: 60),
            ["    context.translateBy(x: size.width / 2, y: size.height", "    ↪ / 2)"])
        XCTAssertEqual(
            CodeWrapping.wrap("    let total = firstValue + secondValue + thirdValue", width: 40),
            ["    let total = firstValue + secondValue", "    ↪ + thirdValue"])
        XCTAssertEqual(
            CodeWrapping.wrap("    let someLongName = anotherLongName", width: 30),
            ["    let someLongName =", "    ↪ anotherLongName"])
    }

    func testWideCharactersCountTwoColumns() {
        let line = #"        Text("❤️ 你好世界 你好世界 你好世界") + Text("🎉🎉🎉🎉🎉🎉")"#
        for width in 24...50 {
            let lines = CodeWrapping.wrap(line, width: width)
            XCTAssertTrue(
                lines.allSatisfy { columns($0) <= width }, "\(width): \(lines.map { "\(columns($0)) \($0)" })")
        }
    }

    func testEmojiWithoutAVariationSelectorCountTwoColumns() {
        XCTAssertEqual(columns("⭐✅⏳☕"), 8)
        XCTAssertEqual(columns("❤️"), 2)
        XCTAssertEqual(columns("✓ ● ─ ↪"), 7, "the trace's own marks take one column each")
        let lines = CodeWrapping.wrap(#"    Text("⭐⭐⭐⭐⭐⭐⭐⭐⭐⭐⭐⭐⭐⭐⭐⭐") + Text("✅")"#, width: 30)
        XCTAssertTrue(lines.allSatisfy { columns($0) <= 30 }, "\(lines.map { "\(columns($0)) \($0)" })")
    }

    func testATokenWiderThanALineIsCutAsALastResort() {
        let long = String(repeating: "a", count: 70)
        let lines = CodeWrapping.wrap("    let \(long) = 1", width: 40)
        XCTAssertTrue(lines.allSatisfy { columns($0) <= 40 }, "\(lines)")
        XCTAssertEqual(lines.map { $0.filter { $0 == "a" }.count }.reduce(0, +), 70, "every letter is kept: \(lines)")
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.hasPrefix("    ↪ ") }, "\(lines)")
    }

    func testIndentationDeeperThanTheWidthAllowsIsShownLess() {
        let line = String(repeating: " ", count: 50) + "call(first, second, third, fourth)"
        let lines = CodeWrapping.wrap(line, width: 40)
        XCTAssertTrue(lines.allSatisfy { columns($0) <= 40 }, "\(lines)")
        XCTAssertEqual(lines.first?.prefix { $0 == " " }.count, 40 - CodeWrapping.minimumCode - 2)
    }

    func testTabsCountToTheNextStopOfFour() {
        XCTAssertEqual(CodeWrapping.wrap("\tlet x = 1", width: 40), ["    let x = 1"])
    }
}
