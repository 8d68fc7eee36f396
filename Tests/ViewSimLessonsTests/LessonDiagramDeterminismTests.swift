// Every lesson's diagrams render to the same bytes every time in one process: of
// each lesson, the cause → effect graph with the most clusters (up to a size that
// draws quickly), to SVG and to PNG. Clusters are what Graphviz used to order by
// heap address. (Across processes, the CLI's DeterminismTests compare
// what `viewsim run` writes.)
import XCTest
import ViewSim
import ViewSimGraphviz
@testable import ViewSimLessons

final class LessonDiagramDeterminismTests: XCTestCase {
    /// The most clusters a diagram drawn here may have: a hundred take seconds to
    /// draw, and a dozen are plenty to show the order.
    private static let largest = 12

    func testEveryLessonsBusiestCauseEffectGraphRendersToTheSameBytesEveryTime() throws {
        XCTAssertFalse(LessonCatalog.all.isEmpty)
        for lesson in LessonCatalog.all {
            var busiest: (clusters: Int, dot: String, step: Int)?
            var configuration = SimulationConfiguration()
            configuration.printChangesToStandardOutput = false
            _ = try lesson.run(configuration: configuration) { step, simulation in
                let dot = CauseEffectDiagram.dot(frames: simulation.trace.frames(inStep: step), title: "\(lesson.id) step \(step)")
                let clusters = dot.components(separatedBy: "subgraph cluster").count - 1
                if clusters <= Self.largest, clusters > (busiest?.clusters ?? -1) { busiest = (clusters, dot, step) }
            }
            guard let diagram = busiest else {
                XCTFail("\(lesson.id): no cause → effect graph of at most \(Self.largest) clusters to draw")
                continue
            }
            // Three SVG renders; two PNG renders, each of which takes up to a second.
            for (format, renders) in [(GraphvizFormat.svg, 3), (.png, 2)] {
                let first = try GraphvizRenderer.render(dot: diagram.dot, format: format)
                for call in 2...renders {
                    let again = try GraphvizRenderer.render(dot: diagram.dot, format: format)
                    XCTAssertTrue(
                        again == first,
                        "\(lesson.id) step \(diagram.step) (\(diagram.clusters) clusters): render \(call) to \(format) differs from render 1")
                }
            }
        }
    }
}
