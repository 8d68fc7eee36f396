// Golden DOT files for every lesson: the view graph and the cause → effect graph
// of each step, byte for byte (record with VIEWSIM_RECORD=1; CI never records).
// They pin down what `viewsim run` draws, so a change to a diagram shows up as a diff.
import XCTest
import ViewSim
import ViewSimGraphviz
@testable import ViewSimLessons
import ViewSimTesting

final class LessonDiagramGoldenTests: XCTestCase {
    func testEveryLessonsDiagramsMatchTheirGoldenFiles() throws {
        XCTAssertFalse(LessonCatalog.all.isEmpty)
        for lesson in LessonCatalog.all {
            var diagrams: [(name: String, dot: String)] = []
            var configuration = SimulationConfiguration()
            configuration.printChangesToStandardOutput = false
            _ = try lesson.run(configuration: configuration) { step, simulation in
                let frames = simulation.trace.frames(inStep: step)
                let title = "\(lesson.id) step \(step) · \(lesson.steps[step].title)"
                diagrams.append(("\(lesson.id).step\(step).view-graph.dot",
                                 ViewGraphDiagram.dot(snapshot: simulation.snapshot(), frames: frames, title: title)))
                diagrams.append(("\(lesson.id).step\(step).cause-effect.dot",
                                 CauseEffectDiagram.dot(frames: frames, title: title)))
            }
            XCTAssertEqual(diagrams.count, lesson.steps.count * 2, lesson.id)
            for diagram in diagrams {
                assertGolden(diagram.dot, named: diagram.name)
            }
        }
    }

    func testEveryLessonsDiagramsRenderToSVGThroughLibgvc() throws {
        for lesson in LessonCatalog.all {
            var configuration = SimulationConfiguration()
            configuration.printChangesToStandardOutput = false
            let run = try lesson.run(configuration: configuration)
            let last = lesson.steps.count - 1
            let dot = ViewGraphDiagram.dot(snapshot: run.simulation.snapshot(), frames: run.trace.frames(inStep: last), title: lesson.id)
            let svg = String(decoding: try GraphvizRenderer.render(dot: dot, format: .svg), as: UTF8.self)
            XCTAssertTrue(svg.contains("<svg"), lesson.id)
            // Structure, not bytes: one SVG node group per graph node.
            let dotNodes = run.simulation.snapshot().nodes.count
            let svgNodes = svg.components(separatedBy: "class=\"node\"").count - 1
            XCTAssertGreaterThanOrEqual(svgNodes, dotNodes, lesson.id)
        }
    }
}
