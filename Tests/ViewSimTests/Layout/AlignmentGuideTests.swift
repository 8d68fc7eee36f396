// Tests `.alignmentGuide(_:computeValue:)` and custom alignments in stacks, a `ZStack` and
// frames: a view's explicit guide is aligned with its siblings' (Apple's "Aligning views
// within a stack" and `alignmentGuide(_:computeValue:)`: "the value … defines the position
// of the guide relative to the view's origin"); a custom `AlignmentID`'s default value is
// used where no view sets one. The screen is 393 × 852, the container centred in it.
import ViewSim
import XCTest

private enum OneThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

@MainActor
final class AlignmentGuideTests: XCTestCase {
    private func box(_ width: CGFloat, _ height: CGFloat, _ name: String) -> some View {
        Color.red.frame(width: width, height: height).accessibilityIdentifier(name)
    }

    /// Guides 0 and −20: the line at 0, so b is 20 right of a; the stack is 60 wide.
    func testAnExplicitGuideShiftsAViewInAVStack() async throws {
        let sim = Simulation(
            VStack(alignment: .leading, spacing: 8) {
                box(40, 10, "a")
                box(40, 10, "b").alignmentGuide(.leading) { _ in -20 }
            })
        XCTAssertEqual(sim.frame(of: "a"), CGRect(x: 166.5, y: 412, width: 40, height: 10))
        XCTAssertEqual(sim.frame(of: "b"), CGRect(x: 186.5, y: 430, width: 40, height: 10))
        // The closure sees the view's dimensions: its trailing edge on the others' leading one.
        let trailing = Simulation(
            VStack(alignment: .leading, spacing: 0) {
                box(40, 10, "a")
                box(20, 10, "c").alignmentGuide(.leading) { d in d[.trailing] }
            })
        XCTAssertEqual(trailing.frame(of: "c")?.maxX, trailing.frame(of: "a")?.minX)
    }

    /// Guides at a third of each height: 10 and 20, the line at 20; 60 high.
    func testACustomAlignmentInAnHStack() async throws {
        let sim = Simulation(
            HStack(alignment: VerticalAlignment(OneThird.self), spacing: 0) {
                box(10, 30, "a")
                box(10, 60, "b")
            })
        XCTAssertEqual(sim.frame(of: "a"), CGRect(x: 186.5, y: 406, width: 10, height: 30))
        XCTAssertEqual(sim.frame(of: "b"), CGRect(x: 196.5, y: 396, width: 10, height: 60))
    }

    /// In a ZStack: the small view's leading guide at −10 puts it 10 right of the big one's edge;
    /// in a frame: the guide on the child moves it inside the frame the same way.
    func testGuidesInAZStackAndAFrame() async throws {
        let sim = Simulation(
            ZStack(alignment: .topLeading) {
                box(100, 100, "big")
                box(10, 10, "small").alignmentGuide(.leading) { d in -d.width }
            })
        XCTAssertEqual(sim.frame(of: "big"), CGRect(x: 146.5, y: 376, width: 100, height: 100))
        XCTAssertEqual(sim.frame(of: "small"), CGRect(x: 156.5, y: 376, width: 10, height: 10))
        let framed = Simulation(
            box(10, 10, "c").alignmentGuide(.top) { _ in -5 }.frame(width: 100, height: 100, alignment: .top))
        XCTAssertEqual(framed.frame(of: "c"), CGRect(x: 191.5, y: 381, width: 10, height: 10))
    }

    /// Without any guide, stacks align by their unit positions as before (no extra cost):
    /// the same frames whether or not another simulation used guides.
    func testWithoutGuidesNothingChanges() async throws {
        let sim = Simulation(
            HStack(alignment: .bottom) {
                box(10, 30, "a")
                box(10, 60, "b")
            })
        XCTAssertEqual(sim.frame(of: "a")?.maxY, sim.frame(of: "b")?.maxY)
    }
}
