import ViewSim
import ViewSimGraphviz
// Lesson 4's diagrams show the loop's cause: the TimelineView is titled with the
// schedule it has at the end of the step (not the one it was inserted with), and
// the schedule's change that restarts it is spelled out value by value, not
// hidden behind "see the text trace".
import XCTest

@testable import ViewSimLessons

final class Lesson4DiagramTests: XCTestCase {
    func testTheFirstLoopsDiagramsShowTheScheduleAsItIsAndItsChange() throws {
        var viewGraph = ""
        var causeEffect = ""
        _ = try Lesson4.lesson.run { step, simulation in
            guard step == Lesson4.Step.firstUpdate else { return }
            let frames = simulation.trace.frames(inStep: step)
            viewGraph = ViewGraphDiagram.dot(snapshot: simulation.snapshot(), frames: frames, title: "lesson4 step 1")
            causeEffect = CauseEffectDiagram.dot(frames: frames, title: "lesson4 step 1")
        }
        XCTAssertTrue(
            viewGraph.contains("TimelineView(.periodic(from: t=2.002s, by: 2))"),
            "titled with the schedule at the end of the step")
        XCTAssertFalse(
            viewGraph.contains("TimelineView(.periodic(from: t=0s, by: 2))"), "not the schedule it was inserted with")
        for diagram in [viewGraph, causeEffect] {
            XCTAssertTrue(
                diagram.contains("→ .periodic(from: t=2.001s, by: 2)"), "the restart's new schedule, spelled out")
            XCTAssertFalse(diagram.contains("long value"), "nothing hidden behind the text trace")
        }
    }
}
