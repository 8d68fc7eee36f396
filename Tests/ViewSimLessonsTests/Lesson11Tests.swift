import Foundation
import ViewSim
import ViewSimTesting
// Tests lesson11 (seeds 000, 003, 004: Canvas under TimelineView): its claims hold,
// the renderer counts read straight from the trace, the particles are drawn where
// seed 004's formula puts them, the trace matches the golden file, and the claims
// about the improved schedule fail when the second timer keeps `.animation`.
import XCTest

@testable import ViewSimLessons

extension DisplayList {
    /// A stroke's width and colour, compared as a pair.
    fileprivate struct StrokeStyleAndColor: Equatable {
        let width: CGFloat
        let color: DisplayList.RGBA
    }
}

extension Date {
    /// The simulated date of `frame` in `sim`.
    fileprivate static func simNow(in sim: Simulation, atFrame frame: Int) -> Date {
        sim.configuration.startDate.addingTimeInterval(Double(frame) / Double(sim.configuration.framesPerSecond))
    }
}

@MainActor
final class Lesson11Tests: XCTestCase {
    func testEveryClaimHolds() async throws {
        let run = try Lesson11.lesson.run()
        XCTAssertEqual(run.claimResults.count, Lesson11.lesson.claims.count)
        for result in run.claimResults {
            XCTAssertTrue(result.holds, "\(result.claim.statement): \(result.failure ?? "")")
        }
    }

    func testIsRegisteredAndComplete() async throws {
        let lesson = try XCTUnwrap(LessonCatalog.lesson(id: "lesson11"))
        XCTAssertTrue((lesson.narrative?.source ?? "").hasPrefix("Seed 000"), lesson.narrative?.source ?? "")
        XCTAssertGreaterThanOrEqual(lesson.claims.count, 3)
        XCTAssertTrue(lesson.steps.allSatisfy { !($0.narrative ?? "").isEmpty })
        let run = try lesson.run()
        XCTAssertEqual(run.trace.steps.map(\.title).dropFirst(), lesson.steps.map(\.title).dropFirst())
    }

    /// How often each canvas drew, step by step, and why.
    func testRendererRunsPerStep() async throws {
        let trace = try Lesson11.lesson.run().trace
        let step = Lesson11.Step.self
        func count(_ name: String, _ index: Int) -> Int { Lesson11.draws(name, in: trace, step: index).count }
        XCTAssertEqual(
            [step.appear, step.everyFrame, step.improved, step.start, step.pause, step.resume].map {
                count("hands", $0)
            }, [1, 60, 1, 11, 1, 11])
        XCTAssertEqual(
            [step.appear, step.everyFrame, step.improved, step.start, step.pause, step.resume].map {
                count("face", $0)
            }, [1, 0, 1, 1, 1, 1],
            "the face draws when it appears (each timer's), and again when the timer's body runs for a tap (a new Canvas value: a closure never equals another)"
        )
        XCTAssertEqual(count("clock", step.clock), 3, "t = 0, 1 and 2 s of the clock's 2.5 s")
        XCTAssertEqual(
            count("particles", step.emit), 122,
            "the frame the heart appears in, the tap's frame and the 120 frames after it")
        XCTAssertEqual(count("particles", step.fade), 270, "4.5 s at 60 frames a second")
        let pause = Lesson11.draws("hands", in: trace, step: step.pause)
        XCTAssertEqual(
            pause.first?.causes, [.newValue, .timelineEntry],
            "the pause tap gives the TimelineView a new schedule and content, and its content runs at the tap's time")
        XCTAssertTrue(trace.text().contains("draws: timeline entry"), "the trace says why a canvas drew")
    }

    /// Each heart the particles' canvas draws is where seed 004's formula puts it: the
    /// canvas's centre plus (sin(t)·amplitude, −30·t), with opacity 1 − t/4, t being
    /// the time since the particle's delay ran out. The test reads t back from the
    /// opacity and checks the height it gives, and that the sway is within ±50·|sin t|.
    func testParticlesAreDrawnWhereTheFormulaPutsThem() async throws {
        var configuration = SimulationConfiguration()
        configuration.recordsDisplayLists = true
        let sim = try Lesson11.lesson.run(configuration: configuration).simulation
        let canvas = try XCTUnwrap(sim.frame(of: "particles"))
        XCTAssertEqual(canvas.size, CGSize(width: 300, height: 400), "the modifier's .frame(width: 300, height: 400)")
        let centre = CGPoint(x: canvas.midX, y: canvas.midY)
        // The heart appears in one frame and is tapped in the next: the canvas's second draw.
        let draws = Lesson11.draws("particles", in: sim.trace, step: Lesson11.Step.emit)
        XCTAssertEqual(
            draws.dropFirst().first?.causes, [.newValue, .timelineEntry], "the tap's frame: the modifier's body ran")
        let tap = try XCTUnwrap(draws.dropFirst().first).frame
        var seen = 0
        for time in stride(from: 0.5, through: 5.5, by: 0.5) {
            let list = try sim.displayList(at: Double(tap) / 60 + time + 1.0 / 120)
            // A particle older than four seconds has opacity 0 (clamped): it says nothing about its age.
            let particles = list.items.filter { $0.viewName == "particles" && $0.opacity > 0.01 }
            XCTAssertLessThanOrEqual(particles.count, 5, "five particles at most")
            for item in particles {
                guard case .text(let run) = item.content else {
                    return XCTFail("a particle is the heart's text, not \(item.content)")
                }
                XCTAssertEqual(run.string, "❤️")
                let bounds = try XCTUnwrap(DisplayList(size: list.size, items: [item]).contentBounds)
                let position = CGPoint(x: bounds.midX - centre.x, y: bounds.midY - centre.y)
                let t = 4 * (1 - item.opacity)
                XCTAssertEqual(
                    position.y, -30 * t, accuracy: 3, "at \(time) s after the tap, a particle \(t) s into its life")
                XCTAssertLessThanOrEqual(abs(position.x), 50 * abs(sin(t)) + 3)
                seen += 1
            }
        }
        XCTAssertGreaterThan(seen, 20, "the particles were drawn")
    }

    /// Seed 003's clock, run as written through `withCGContext`: every draw is twelve black
    /// 1-point tick strokes and three hands, black, black and the tutorial's `UIColor.red`,
    /// the hands rotated about the clock's centre by the simulated time's angles.
    func testTheClockDrawsSeed003sTicksAndHandsThroughCoreGraphics() async throws {
        var configuration = SimulationConfiguration()
        configuration.recordsDisplayLists = true
        let sim = try Lesson11.lesson.run(configuration: configuration).simulation
        let draw = try XCTUnwrap(Lesson11.draws("clock", in: sim.trace, step: Lesson11.Step.clock).last)
        let items = try sim.displayList(at: Double(draw.frame) / 60).items.filter { $0.viewName == "clock" }
        var strokes: [DisplayList.StrokeStyleAndColor] = []
        var fills: [(color: DisplayList.RGBA, transform: CGAffineTransform)] = []
        for item in items {
            switch item.content {
            case .stroke(_, .color(let color), let style): strokes.append(.init(width: style.lineWidth, color: color))
            case .fill(_, .color(let color), _): fills.append((color, item.transform))
            default: XCTFail("the clock draws only paths: \(item)")
            }
        }
        XCTAssertEqual(
            strokes, Array(repeating: .init(width: 1, color: DisplayList.RGBA(red: 0, green: 0, blue: 0)), count: 12))
        XCTAssertEqual(
            fills.map(\.color),
            [
                DisplayList.RGBA(red: 0, green: 0, blue: 0), DisplayList.RGBA(red: 0, green: 0, blue: 0),
                DisplayList.RGBA(red: 1, green: 0, blue: 0),
            ])
        // Each hand is rotated by its angle (rotate(by:) inside saveGState) about the centre
        // (translateBy before it): the rotation part of its transform is (cos θ, sin θ).
        let time = Lesson11.clockTime(Date.simNow(in: sim, atFrame: draw.frame))
        let angles = [time.hour / 12, time.minute / 60, time.second / 60].map { $0 * 2 * Double.pi }
        for (fill, angle) in zip(fills, angles) {
            XCTAssertEqual(fill.transform.a, cos(angle), accuracy: 1e-9)
            XCTAssertEqual(fill.transform.b, sin(angle), accuracy: 1e-9)
        }
        // The ticks draw in the canvas's own space: their transform is the canvas's origin.
        let origin = try XCTUnwrap(items.first).transform
        XCTAssertEqual([origin.a, origin.b, origin.c, origin.d], [1, 0, 0, 1])
        let centre = 240 * 0.9 / 2 + 240 * 0.05
        for fill in fills {
            XCTAssertEqual(fill.transform.tx, origin.tx + centre, accuracy: 1e-9)
            XCTAssertEqual(fill.transform.ty, origin.ty + centre, accuracy: 1e-9)
        }
    }

    func testGoldenTrace() async throws {
        let run = try Lesson11.lesson.run()
        assertGolden(run.trace.text(options: TraceTextOptions(foldsRepeatedFrames: true)), named: "lesson11.trace.txt")
    }

    /// With `.animation` for the second timer too, the claims about the improved
    /// schedule must fail.
    func testClaimsFailWithoutTheImprovedSchedule() async throws {
        let plain = Lesson11.lesson.replacingRoot { Lesson11.ContentView(improvedSchedule: false) }
        let results = try plain.run().claimResults
        let failing = results.enumerated().filter { !$0.element.holds }.map(\.offset)
        XCTAssertEqual(failing, [2, 3, 4, 5])
        for result in results where !result.holds {
            print("expected failure ✗ \(result.claim.statement)\n  \(result.failure ?? "")")
        }
    }
}
