// Tests a preference loop that the frame's update-pass limit cuts short: a reader that feeds its
// own value goes round two or three times a frame; in every other frame a chain of `onChange`
// hops, started by a timeline entry, takes the passes first and the frame stops at its pass
// limit before the reader's third change is held back. The loop goes on in every frame all the
// same: it is named as never settling, and `runUntilIdle` stops naming it rather than running out
// its timeout with something else (fuzz seed 34, case 4910: "still animating").
import Observation
import ViewSim
import XCTest

private struct CutShortKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Each value the reader reads sets the next 40 higher: it changes without end.
private struct DivergingRow: View {
    @State private var extra: CGFloat = 0
    var body: some View {
        Text("row")
            .preference(key: CutShortKey.self, value: extra + 40)
            .onPreferenceChange(CutShortKey.self) { extra = $0 }
    }
}

@Observable
private final class Hops {
    var a = 0
    var b = 0
    var c = 0
    var d = 0
    var e = 0
    var f = 0
}

/// A timeline entry every other frame starts a chain of `onChange` hops, one update pass each.
private struct HopChain: View {
    let hops: Hops
    var body: some View {
        TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 2.0 / 60)) { context in
            Text("\(hops.f)").onChange(of: context.date) { hops.a &+= 1 }
        }
        .onChange(of: hops.a) { hops.b &+= 1 }
        .onChange(of: hops.b) { hops.c &+= 1 }
        .onChange(of: hops.c) { hops.d &+= 1 }
        .onChange(of: hops.d) { hops.e &+= 1 }
        .onChange(of: hops.e) { hops.f &+= 1 }
    }
}

private struct CutShortLoop: View {
    @State private var hops = Hops()
    var body: some View {
        VStack {
            HopChain(hops: hops)
            DivergingRow()
        }
    }
}

@MainActor
final class PreferenceLoopCutShortTests: XCTestCase {
    /// Before, no streak grew (held back, cut short, held back…), and `runUntilIdle(timeout: 2)`
    /// ran out its timeout with "views are still invalidated every frame", not naming the loop.
    func testAPreferenceLoopCutShortByThePassLimitIsNamedAndStopsRunUntilIdle() async throws {
        let sim = Simulation(CutShortLoop())
        XCTAssertThrowsError(try sim.runUntilIdle(timeout: 2)) { error in
            let message = "\(error)"
            XCTAssertTrue(
                message.contains("onPreferenceChange(CutShortKey) of .onPreferenceChange #"), message)
            XCTAssertTrue(message.contains("never settles"), message)
            XCTAssertFalse(message.contains("after 2 simulated seconds"), "it stops once named: \(message)")
        }
        let diagnostics = sim.trace.diagnostics()
        XCTAssertTrue(
            diagnostics.contains { $0.kind == .unsettledFrame }, "frames stop at the pass limit: \(diagnostics)")
        let named = diagnostics.filter { $0.kind == .neverSettles }
        XCTAssertEqual(named.count, 1, "\(named.map(\.message))")
        XCTAssertTrue(named.first?.message.contains("onPreferenceChange(CutShortKey)") ?? false, "\(named)")
    }
}
