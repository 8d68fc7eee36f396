// The report in headless Chromium at lesson 15's removal (issue 28): the frame of the tap shows
// the transition's phase change (⇆, identity → didDisappear) in its trace, and a frame half way
// through the removal lists the transition's opacity among the frame's animated values, at the
// value the trace records for that frame.
import Foundation
import ViewSim
import XCTest

@testable import ViewSimCLI

extension ReportBrowserTests {
    // MARK: Lesson 15: a view transitioning out

    func testLesson15ShowsTheRemovalAndItsValues() throws {
        _ = try chromium()
        let (html, run) = try ReportFixtures.page(try ReportFixtures.lesson("lesson15"))
        var removalFrame: Int?
        var sample: (frame: Int, value: Double)?
        for frame in run.trace.frames(inStep: 6) {
            for event in frame.events {
                if case .transition(_, _, .removing) = event.kind, removalFrame == nil { removalFrame = frame.index }
                if let start = removalFrame, frame.index == start + 5,
                    case .animation(let node, "opacity", .frame(let frameSample)) = event.kind,
                    node.transitionOwner != nil, let value = frameSample.presentation.numbers.first
                {
                    sample = (frame.index, value)
                }
            }
        }
        let start = try XCTUnwrap(removalFrame, "lesson 15's step 6 removes the detail")
        let dom = try dom(of: html, at: "#frame=\(start)")
        XCTAssertTrue(
            dom.contains(serialized("identity → didDisappear")),
            "frame \(start) shows the phase change: \(ReportFixtures.between(dom, "<section", "</section>")?.prefix(600) ?? "")"
        )
        let (frame, value) = try XCTUnwrap(sample, "the removal's opacity animates five frames later")
        let later = try self.dom(of: html, at: "#frame=\(frame)")
        XCTAssertTrue(
            later.contains("<td class=\"attribute\">opacity</td><td class=\"presented\">\(pageNumber(value))</td>"),
            "frame \(frame) shows the transition's opacity at \(pageNumber(value)): \(ReportFixtures.between(later, "<table id=\"frame-animations\">", "</table>")?.prefix(800) ?? "no table")"
        )
    }
}
