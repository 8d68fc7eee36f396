// Tests that simulations share nothing: eight simulations of varied scenes run at
// the same time in one process — on eight threads, and as eight tasks of a task
// group — and each gives exactly the trace text it gives when run alone. The
// scenes touch everything the engine treats as "current": the running simulation
// (`Date.simNow`, `Simulation.random` in bodies and in a step body, value
// formatting against each simulation's start date, `_printChanges`), the body in
// progress, `withAnimation`/`withTransaction`, `Animation.default` under both
// animation semantics, `@State`, `ObservableObject`/`@Published` (and an object
// with no `@Published` property), `@Observable`, `TimelineView`, the environment,
// keyframe and phase animators, and a tree 700 levels deep whose bodies run on
// `StackSegments` threads.
import Dispatch
import Foundation
import Observation
import Testing
import ViewSim
import XCTest

// MARK: - Scenes

/// A toggle animated with `Animation.default` (which the simulation's animation
/// semantics decide), a nested transaction that disables animations, and a burst
/// of writes inside one long `withAnimation` (a wide window for another
/// simulation's transaction to leak into, were it shared).
private struct AnimatedToggle: View {
    let burst: Double
    @State private var isOn = false
    @State private var count = 0
    var body: some View {
        VStack {
            Text("burst").onTapGesture {
                withAnimation(.linear(duration: burst)) { for _ in 0..<101 { isOn.toggle() } }
            }
            .accessibilityIdentifier("burst")
            Circle().opacity(isOn ? 1 : 0.2).scaleEffect(isOn ? 2 : 1)
                .onTapGesture { withAnimation { isOn.toggle() } }
                .accessibilityIdentifier("toggle")
            Text("\(count)").offset(x: Double(count) * 10)
                .onTapGesture {
                    withAnimation(.linear(duration: 0.3)) {
                        withTransaction(\.disablesAnimations, true) { count += 1 }
                        isOn.toggle()
                    }
                }
                .accessibilityIdentifier("count")
        }
    }
}

private final class Store: ObservableObject {
    @Published var count = 0
    @Published var label = "a"
}

/// An object with no `@Published` property: its publisher is the simulation's.
private final class Ticker: ObservableObject {
    var ticks = 0 {
        willSet { objectWillChange.send() }
    }
}

nonisolated private struct StoreScreen: View {
    @StateObject private var store = Store()
    @StateObject private var ticker = Ticker()
    var body: some View {
        VStack {
            Text("more").onTapGesture { withAnimation(.easeOut(duration: 0.1)) { store.count += 1 } }
                .accessibilityIdentifier("more")
            Text("rename").onTapGesture { store.label += "b" }.accessibilityIdentifier("rename")
            Text("tick").onTapGesture { ticker.ticks += 1 }.accessibilityIdentifier("tick")
            StoreReader(store: store)
            TickerReader(ticker: ticker)
        }
    }
}

nonisolated private struct StoreReader: View {
    @ObservedObject var store: Store
    var body: some View { Text("\(store.label) \(store.count)").opacity(store.count.isMultiple(of: 2) ? 1 : 0.5) }
}

nonisolated private struct TickerReader: View {
    @ObservedObject var ticker: Ticker
    var body: some View { Text("ticks \(ticker.ticks)") }
}

@Observable
private final class Profile {
    var name = "Ada"
    var age = 36
}

nonisolated private struct ProfileScreen: View {
    let profile: Profile
    var body: some View {
        VStack {
            Text("rename").onTapGesture { profile.name += "!" }.accessibilityIdentifier("rename")
            Text("birthday").onTapGesture { withAnimation(.easeIn(duration: 0.2)) { profile.age += 1 } }
                .accessibilityIdentifier("birthday")
            Text(profile.name)
            Text("\(profile.age)").scaleEffect(Double(profile.age) / 36)
        }
    }
}

/// A timeline whose content reads the simulated clock and the random source.
private struct RandomTimeline: View {
    static let faces = ["😀", "😍", "🤪", "😎", "🥳", "😴"]
    var body: some View {
        TimelineView(.periodic(from: .simNow, by: 0.25)) { context in
            VStack {
                Text(Self.faces.randomElement(using: &Simulation.random) ?? "")
                Text("\(context.date.timeIntervalSince(Date.simNow))")
            }
        }
    }
}

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    fileprivate var parallelAccent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct Themed: View {
    @State private var accent = "blue"
    var body: some View {
        VStack {
            Text("red").onTapGesture { accent += "+red" }.accessibilityIdentifier("red")
            AccentReader()
            Text("no reader")
        }
        .environment(\.parallelAccent, accent)
    }
}

private struct AccentReader: View {
    @Environment(\.parallelAccent) private var accent
    var body: some View { Text(accent) }
}

private struct Stroke: Animatable, Equatable {
    var trim = 0.0
    var opacity = 0.0
    nonisolated var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(trim, opacity) }
        set {
            trim = newValue.first
            opacity = newValue.second
        }
    }
}

private struct KeyframeHeart: View {
    @State private var taps = 0
    var body: some View {
        KeyframeAnimator(initialValue: Stroke(), trigger: taps) { value in
            Circle().trim(to: value.trim).opacity(value.opacity)
        } keyframes: { _ in
            KeyframeTrack(\.trim) { CubicKeyframe(1, duration: 1) }
            KeyframeTrack(\.opacity) {
                MoveKeyframe(0.1)
                LinearKeyframe(1, duration: 0.5)
            }
        }
        .onTapGesture { taps += 1 }
        .accessibilityIdentifier("heart")
    }
}

private struct PhaseBeat: View {
    @State private var taps = 0
    var body: some View {
        PhaseAnimator([1.0, 1.5, 0.8], trigger: taps) { scale in
            Circle().scaleEffect(scale)
        } animation: { phase in
            phase == 1.5 ? .easeOut(duration: 0.2) : .default
        }
        .onTapGesture { taps += 1 }
        .accessibilityIdentifier("beat")
    }
}

/// The bottom of the deep tree: reads the clock and the random source, prints its
/// changes and animates, all on a stack segment's thread.
private struct DeepLeaf: View {
    let tint: Int
    @State private var count = 0
    var body: some View {
        let _ = Self._printChanges()
        Text(
            "leaf \(tint): \(count) \(Date.simNow.timeIntervalSinceReferenceDate) \(Int.random(in: 0..<1_000, using: &Simulation.random))"
        )
        .opacity(count.isMultiple(of: 2) ? 1 : 0.5)
        .onTapGesture { withAnimation(.linear(duration: 0.1)) { count += 1 } }
        .accessibilityIdentifier("leaf")
    }
}

private struct Nest: View {
    let depth: Int
    let tint: Int
    var body: some View {
        if depth == 0 {
            DeepLeaf(tint: tint)
        } else {
            Nest(depth: depth - 1, tint: tint)
        }
    }
}

private struct DeepRoot: View {
    let levels: Int
    @State private var tint = 0
    var body: some View {
        VStack {
            Text("tint").onTapGesture { tint += 1 }.accessibilityIdentifier("tint")
            Nest(depth: levels, tint: tint)
        }
    }
}

// MARK: - Runs

/// One scene with its configuration and script; `run()` returns its trace text.
private struct ParallelScene: Sendable {
    let name: String
    let run: @Sendable () throws -> String

    static func configuration(seed: UInt64, semantics: AnimationSemantics = .v2023, start: Double = 0)
        -> SimulationConfiguration
    {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        configuration.seed = seed
        configuration.animationSemantics = semantics
        configuration.startDate = SimulationConfiguration.defaultStartDate.addingTimeInterval(start)
        return configuration
    }

    /// Eight scenes, each different from the others in what it does or how it is
    /// configured (seed, animation semantics, start date).
    static let all: [ParallelScene] = [
        ParallelScene(name: "withAnimation, v2023") {
            let sim = Simulation(AnimatedToggle(burst: 0.2), configuration: configuration(seed: 1))
            for round in 0..<8 {
                try sim.step("round \(round)") {
                    try sim.tap("toggle")
                    try sim.advance(by: 0.05)
                    try sim.tap("count")
                    try sim.advance(by: 0.2)
                    try sim.tap("burst")
                    try sim.advance(by: 0.1)
                }
            }
            return sim.trace.text()
        },
        ParallelScene(name: "withAnimation, legacy") {
            let sim = Simulation(
                AnimatedToggle(burst: 0.3), configuration: configuration(seed: 2, semantics: .legacy, start: 100))
            for round in 0..<8 {
                try sim.step("round \(round)") {
                    try sim.tap("toggle")
                    try sim.advance(by: 0.05)
                    try sim.tap("count")
                    try sim.advance(by: 0.2)
                    try sim.tap("burst")
                    try sim.advance(by: 0.1)
                }
            }
            return sim.trace.text()
        },
        ParallelScene(name: "ObservableObject") {
            let sim = Simulation(StoreScreen(), configuration: configuration(seed: 3))
            for round in 0..<6 {
                try sim.step("round \(round)") {
                    try sim.tap("more")
                    try sim.tap("rename")
                    try sim.tap("tick")
                    try sim.advance(by: 0.1)
                }
            }
            return sim.trace.text()
        },
        ParallelScene(name: "@Observable") {
            let sim = Simulation(ProfileScreen(profile: Profile()), configuration: configuration(seed: 4, start: 7))
            for round in 0..<3 {
                try sim.step("round \(round)") {
                    try sim.tap("rename")
                    try sim.tap("birthday")
                    try sim.advance(by: 0.3)
                }
            }
            return sim.trace.text()
        },
        ParallelScene(name: "TimelineView and random") {
            let sim = Simulation(RandomTimeline(), configuration: configuration(seed: 5, start: 3_600))
            try sim.step("two seconds") {
                // A step body draws from the simulation's generator too.
                let pick = Int.random(in: 0..<1_000, using: &Simulation.random)
                sim.perform("pick \(pick)") {}
                try sim.advance(by: 2)
            }
            return sim.trace.text()
        },
        ParallelScene(name: "environment and phase animator") {
            let sim = Simulation(
                VStack {
                    Themed()
                    PhaseBeat()
                }, configuration: configuration(seed: 6, semantics: .legacy))
            try sim.step("red") {
                try sim.tap("red")
                try sim.advance(by: 0.1)
            }
            try sim.step("beat") {
                try sim.tap("beat")
                try sim.advance(by: 1.5)
            }
            try sim.step("red again") {
                try sim.tap("red")
                try sim.advance(by: 0.1)
            }
            return sim.trace.text()
        },
        ParallelScene(name: "keyframe animator") {
            let sim = Simulation(KeyframeHeart(), configuration: configuration(seed: 7, start: 42))
            try sim.step("tap") {
                try sim.tap("heart")
                try sim.advance(by: 0.6)
            }
            try sim.step("tap mid-run") {
                try sim.tap("heart")
                try sim.advance(by: 1.5)
            }
            return sim.trace.text()
        },
        ParallelScene(name: "700 levels deep") {
            let sim = Simulation(DeepRoot(levels: 700), configuration: configuration(seed: 8, start: 9))
            try sim.step("leaf") {
                try sim.tap("leaf")
                try sim.advance(by: 0.2)
            }
            try sim.step("tint") {
                try sim.tap("tint")
                try sim.advance(by: 0.1)
            }
            return sim.trace.text()
        },
    ]
}

/// Results written by several threads, read after they have all finished.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: String] = [:]

    func set(_ value: String, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        values[index] = value
    }

    func ordered(count: Int) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return (0..<count).map { values[$0] ?? "(no result)" }
    }
}

private func outcome(_ scene: ParallelScene) -> String {
    do { return try scene.run() } catch { return "error: \(error)" }
}

final class ParallelSimulationsTests: XCTestCase {
    private static let scenes = ParallelScene.all

    /// Each scene's trace run one at a time, on this thread.
    private func alone() -> [String] {
        Self.scenes.map(outcome)
    }

    private func assertSame(
        _ together: [String], _ alone: [String], _ how: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(together.count, alone.count, file: file, line: line)
        for (index, scene) in Self.scenes.enumerated() where together[index] != alone[index] {
            let first = zip(
                together[index].split(separator: "\n", omittingEmptySubsequences: false),
                alone[index].split(separator: "\n", omittingEmptySubsequences: false)
            )
            .enumerated().first { $0.element.0 != $0.element.1 }
            XCTFail(
                """
                \(scene.name), \(how): the trace differs from the one run alone\
                \(first.map { "; first at line \($0.offset + 1):\n  together: \($0.element.0)\n  alone:    \($0.element.1)" } ?? " (in length)")
                """, file: file, line: line)
        }
    }

    func testTheScenesAreDifferentAndDoWhatTheyShould() {
        let traces = alone()
        XCTAssertEqual(traces.count, 8)
        XCTAssertEqual(Set(traces).count, 8, "every scene gives a different trace")
        for (scene, trace) in zip(Self.scenes, traces) {
            XCTAssertFalse(trace.hasPrefix("error"), "\(scene.name): \(trace)")
        }
        // Each simulation's own start date, seed and semantics show in its trace.
        // `Animation.default` is a spring in one and easeInOut in the other.
        let firstOpacity = { (trace: String) in trace.split(separator: "\n").first { $0.contains(" opacity = ") } }
        XCTAssertNotNil(firstOpacity(traces[0]))
        XCTAssertNotEqual(firstOpacity(traces[0]), firstOpacity(traces[1]))
        XCTAssertTrue(traces[2].contains("Ticker"), "the object with no @Published property notifies its reader")
        XCTAssertTrue(traces[7].contains("DeepLeaf: _count changed."), "_printChanges runs on a segment's thread")
        // The same scene run twice alone gives the same trace.
        XCTAssertEqual(alone(), traces)
    }

    func testEightSimulationsOnEightThreadsGiveTheTracesTheyGiveAlone() {
        let expected = alone()
        for round in 1...3 {
            let results = Results()
            let start = DispatchSemaphore(value: 0)
            let finished = DispatchGroup()
            for (index, scene) in Self.scenes.enumerated() {
                finished.enter()
                let thread = Thread {
                    start.wait()
                    results.set(outcome(scene), at: index)
                    finished.leave()
                }
                thread.stackSize = 4 << 20
                thread.start()
            }
            // All eight start together.
            for _ in Self.scenes { start.signal() }
            finished.wait()
            assertSame(results.ordered(count: Self.scenes.count), expected, "thread round \(round)")
        }
    }

    func testEightSimulationsInATaskGroupGiveTheTracesTheyGiveAlone() async {
        let expected = alone()
        for round in 1...2 {
            let together = await withTaskGroup(of: (Int, String).self) { group in
                for (index, scene) in Self.scenes.enumerated() {
                    group.addTask { (index, outcome(scene)) }
                }
                var traces = Array(repeating: "", count: Self.scenes.count)
                for await (index, trace) in group { traces[index] = trace }
                return traces
            }
            assertSame(together, expected, "task group round \(round)")
        }
    }

    func testEightSimulationsWithConcurrentPerformGiveTheTracesTheyGiveAlone() {
        let expected = alone()
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: Self.scenes.count) { index in
            results.set(outcome(Self.scenes[index]), at: index)
        }
        assertSame(results.ordered(count: Self.scenes.count), expected, "concurrentPerform")
    }
}

/// The same check under Swift Testing, which runs the cases of a parameterized test
/// in parallel by default: each scene, run while the others run, gives the trace it
/// gives alone (computed once, one scene after another, before any case compares).
@Suite("Simulations running at once under Swift Testing")
struct ParallelSimulationsSwiftTests {
    /// Each scene's trace run alone, one after another (a `static let` is computed
    /// once; cases that need it wait).
    static let alone: [String] = ParallelScene.all.map(outcome)

    @Test("A scene run alongside the others gives the trace it gives alone", arguments: 0..<8)
    func sceneMatchesItsTraceAlone(index: Int) {
        let scene = ParallelScene.all[index]
        for round in 1...3 {
            let trace = outcome(scene)
            #expect(!trace.hasPrefix("error"), "\(scene.name): \(trace)")
            #expect(
                trace == Self.alone[index], "\(scene.name), round \(round): the trace differs from the one run alone")
        }
    }
}
