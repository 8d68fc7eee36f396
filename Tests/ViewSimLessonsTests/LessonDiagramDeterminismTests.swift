import ViewSim
import ViewSimGraphviz
// Every lesson's diagrams render to the same bytes every time in one process:
// of each lesson, the cause → effect graph with the most clusters (up to a size
// that draws quickly) to SVG; and the busiest of those to PNG. Clusters are what
// Graphviz used to order by heap address. (Across processes, the CLI's
// DeterminismTests compare what `viewsim run` writes.)
import XCTest

@testable import ViewSimLessons

final class LessonDiagramDeterminismTests: XCTestCase {
    /// The most clusters a diagram drawn here may have: a hundred take seconds to
    /// draw, and a dozen are plenty to show the order.
    private static let largest = 12

    func testEveryLessonsBusiestCauseEffectGraphRendersToTheSameBytesEveryTime() throws {
        XCTAssertFalse(LessonCatalog.all.isEmpty)
        var busiestOfAll: Diagram?
        for lesson in LessonCatalog.all {
            var busiest: Diagram?
            var configuration = SimulationConfiguration()
            configuration.printChangesToStandardOutput = false
            _ = try lesson.run(configuration: configuration) { step, simulation in
                let dot = CauseEffectDiagram.dot(
                    frames: simulation.trace.frames(inStep: step), title: "\(lesson.name) step \(step)")
                let clusters = dot.components(separatedBy: "subgraph cluster").count - 1
                if clusters <= Self.largest, clusters > (busiest?.clusters ?? -1) {
                    busiest = Diagram(name: "\(lesson.name) step \(step)", clusters: clusters, dot: dot)
                }
            }
            guard let diagram = busiest else {
                XCTFail("\(lesson.name): no cause → effect graph of at most \(Self.largest) clusters to draw")
                continue
            }
            try assertSameBytes(diagram, format: .svg)
            if diagram.clusters > (busiestOfAll?.clusters ?? -1) { busiestOfAll = diagram }
        }
        // PNG takes up to a second a render here, so one diagram, the busiest.
        if let diagram = busiestOfAll { try assertSameBytes(diagram, format: .png) }
    }

    /// A cause → effect graph of one step, as DOT.
    private struct Diagram {
        let name: String
        let clusters: Int
        let dot: String
    }

    /// Renders `diagram` three times in `format`; fails unless the bytes are equal.
    private func assertSameBytes(
        _ diagram: Diagram, format: GraphvizFormat, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let first = try GraphvizRenderer.render(dot: diagram.dot, format: format)
        XCTAssertFalse(first.isEmpty, "\(diagram.name): nothing drawn", file: file, line: line)
        for call in 2...3 {
            let again = try GraphvizRenderer.render(dot: diagram.dot, format: format)
            XCTAssertTrue(
                again == first,
                "\(diagram.name) (\(diagram.clusters) clusters): render \(call) to \(format) differs from render 1",
                file: file, line: line)
        }
    }
}
