// Tests the date a Canvas under TimelineView(.animation) draws with: the frame's own time,
// in every frame, also when the timeline appears in a later update pass of its frame (an
// `onAppear` that shows it). SwiftUI: `TimelineView.Context.date` is "the date from the
// schedule that triggered the current view update", and an `.animation` schedule updates
// as often as the display allows (developer.apple.com/documentation/swiftui/timelineview/
// context/date, …/timelineschedule/animation); seed 004's talk: "every single time the
// system renders a frame, it's going to call that closure".
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

/// A bar that grows 600 points a second from when the timeline appeared, drawn by a
/// canvas under `TimelineView(.animation(minimumInterval:))`, shown by an `onAppear` write
/// (so it is inserted in the frame's second update pass).
private struct LateTimeline: View {
    let interval: Double?
    @State private var shown = false
    @State private var start = Date.simNow
    var body: some View {
        VStack {
            if shown {
                TimelineView(.animation(minimumInterval: interval)) { context in
                    let elapsed = context.date.timeIntervalSince(start)
                    Canvas { gc, _ in
                        gc.fill(Path(CGRect(x: 0, y: 0, width: elapsed * 600, height: 5)), with: .color(.red))
                    }
                    .frame(width: 300, height: 10)
                    .accessibilityIdentifier("bar")
                }
            }
        }
        .onAppear { shown = true }
    }
}

@MainActor
final class CanvasTimelineDateTests: XCTestCase {
    /// The bar's width in each recorded frame.
    private func widths(interval: Double?) throws -> [Int: Double] {
        var configuration = SimulationConfiguration()
        configuration.recordsDisplayLists = true
        configuration.printChangesToStandardOutput = false
        let sim = Simulation(LateTimeline(interval: interval), configuration: configuration)
        try sim.advance(by: 5.0 / 60)
        var result: [Int: Double] = [:]
        for (frame, _, list) in sim.recordedDisplayLists {
            for item in list.items where item.viewName == "bar" {
                if case .fill(let path, _, _) = item.content { result[frame] = path.boundingRect.width }
            }
        }
        return result
    }

    func testAnAnimationTimelineDrawsEachFrameAtThatFramesTime() async throws {
        // 600 points a second is 10 points a frame: frame n draws 10·n.
        // Failed before the fix: the schedule started 1 ms into frame 0 (the second pass),
        // so frame n drew the entry 1/120 s earlier: 5.6, 15.6, 25.6… (and with a minimum
        // interval of 1/60, frame 1 did not update and frame n drew 10·(n − 1) + 0.6).
        for interval in [nil, 1.0 / 60] as [Double?] {
            let widths = try widths(interval: interval)
            XCTAssertEqual(widths.keys.sorted(), Array(0...5), "interval \(String(describing: interval))")
            for (frame, width) in widths {
                XCTAssertEqual(
                    width, Double(frame) * 10, accuracy: 0.001,
                    "frame \(frame), interval \(String(describing: interval))")
            }
        }
    }
}
