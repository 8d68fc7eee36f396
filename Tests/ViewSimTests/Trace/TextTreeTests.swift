import XCTest

// Tests TextTree, the one box-drawn rendering used by the trace, the view tree
// and the CLI: branches, last children, nesting and multi-line labels, and
// wrapping to a width with a hanging indent that keeps the guides.
@testable import ViewSim

final class TextTreeTests: XCTestCase {
    func testRendersBranchesAndNesting() {
        let tree = TextTree(
            "root",
            [
                TextTree("a", [TextTree("a1"), TextTree("a2")]),
                TextTree("b", [TextTree("b1")]),
            ])
        XCTAssertEqual(
            tree.render(),
            """
            root
            ├─ a
            │  ├─ a1
            │  └─ a2
            └─ b
               └─ b1

            """)
    }

    func testABreakAtARunOfSpacesLeavesNoneAtTheEndOfTheLine() {
        let lines = LineWrapping.wrap("false → true  (Observation; LandmarkList #1 read it)", width: 20)
        XCTAssertEqual(lines.first, "false → true")
        XCTAssertFalse(lines.contains { $0.hasSuffix(" ") }, "\(lines)")
    }

    func testMultiLineLabelsKeepTheirIndentation() {
        let tree = TextTree("root", [TextTree("first\nsecond", [TextTree("child")]), TextTree("last")])
        XCTAssertEqual(tree.render(), "root\n├─ first\n│  second\n│  └─ child\n└─ last\n")
    }

    func testLeafRendersAsOneLine() {
        XCTAssertEqual(TextTree("only").render(), "only\n")
    }

    func testWrapsToTheWidthKeepingTheGuideToChildren() {
        let tree = TextTree(
            "step 1",
            [
                TextTree("● Heart #2 body: @self, @identity, _isOn changed.", [TextTree("@self: isOn false → true")]),
                TextTree("○ Caption #5 skipped: its value is unchanged"),
            ])
        XCTAssertEqual(
            tree.render(width: 32),
            """
            step 1
            ├─ ● Heart #2 body: @self,
            │  │  @identity, _isOn changed.
            │  └─ @self: isOn false → true
            └─ ○ Caption #5 skipped: its
                  value is unchanged

            """)
        // Without a width, nothing wraps.
        XCTAssertEqual(tree.render().split(separator: "\n").count, 4)
    }

    func testNarrowWidthStartsDeepSubtreesAgainAtTheLeft() {
        // A chain 30 levels deep at 60 columns: indentation stops at the depth
        // limit and the rest continues in a numbered block; every line fits.
        var tree = TextTree("level 30")
        for level in (0..<30).reversed() { tree = TextTree("level \(level)", [tree]) }
        let width = 60
        let limit = TextTree.depthLimit(forWidth: width)
        XCTAssertEqual(limit, 11)
        let lines = tree.render(width: width).split(separator: "\n")
        XCTAssertTrue(lines.allSatisfy { LineWrapping.columns(of: $0) <= width }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.hasSuffix("└─ ⋯ continued below at ⤷ 1") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("⤷ 1 · level ") })
        XCTAssertEqual(lines.filter { $0.contains("level 30") }.count, 1)
        XCTAssertEqual(TextTree.depthLimit(forWidth: 1000), TextTree.maximumDepth)
    }
}

/// Word wrapping in terminal columns.
final class LineWrappingTests: XCTestCase {
    func testWrapsAtSpacesWithFirstAndRestPrefixes() {
        XCTAssertEqual(
            LineWrapping.wrap(
                "one two three four five six seven eight nine ten eleven", width: 30, first: "- ", rest: "  "),
            ["- one two three four five six", "  seven eight nine ten eleven"])
        XCTAssertEqual(LineWrapping.wrap("short", width: 30, first: "> "), ["> short"])
    }

    func testCountsWideCharactersAsTwoColumns() {
        XCTAssertEqual(LineWrapping.columns(of: "ab"), 2)
        XCTAssertEqual(LineWrapping.columns(of: "🥰"), 2)
        XCTAssertEqual(LineWrapping.columns(of: "▶️"), 2)
        XCTAssertEqual(LineWrapping.columns(of: "├─ →"), 4)
        XCTAssertEqual(LineWrapping.columns(of: "漢字"), 4)
    }

    func testCutsAWordWiderThanALineOrKeepsItWhole() {
        let long = String(repeating: "x", count: 60)
        let cut = LineWrapping.wrap("see \(long) here", width: 30)
        XCTAssertTrue(cut.allSatisfy { LineWrapping.columns(of: $0) <= 30 }, "\(cut)")
        XCTAssertEqual(cut.joined(), "see" + long + "here")
        XCTAssertEqual(LineWrapping.wrap("see \(long) here", width: 30, cutsLongWords: false), ["see", long, "here"])
    }

    func testKeepsAtLeastTheMinimumTextAfterADeepPrefix() {
        let prefix = String(repeating: " ", count: 50)
        let lines = LineWrapping.wrap(
            "alpha beta gamma delta epsilon zeta eta theta", width: 60, first: prefix, rest: prefix)
        XCTAssertTrue(lines.allSatisfy { $0.count - 50 <= LineWrapping.minimumText })
        XCTAssertTrue(lines.allSatisfy { $0.count - 50 >= 10 })
    }
}
