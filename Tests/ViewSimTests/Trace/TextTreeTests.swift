// Tests TextTree, the one box-drawn rendering used by the trace, the view tree
// and the CLI: branches, last children, nesting and multi-line labels.
import ViewSim
import XCTest

final class TextTreeTests: XCTestCase {
    func testRendersBranchesAndNesting() {
        let tree = TextTree("root", [
            TextTree("a", [TextTree("a1"), TextTree("a2")]),
            TextTree("b", [TextTree("b1")]),
        ])
        XCTAssertEqual(tree.render(), """
            root
            ├─ a
            │  ├─ a1
            │  └─ a2
            └─ b
               └─ b1

            """)
    }

    func testMultiLineLabelsKeepTheirIndentation() {
        let tree = TextTree("root", [TextTree("first\nsecond", [TextTree("child")]), TextTree("last")])
        XCTAssertEqual(tree.render(), "root\n├─ first\n│  second\n│  └─ child\n└─ last\n")
    }

    func testLeafRendersAsOneLine() {
        XCTAssertEqual(TextTree("only").render(), "only\n")
    }
}
