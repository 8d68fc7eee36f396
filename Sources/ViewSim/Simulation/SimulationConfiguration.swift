// Models the device a simulation runs on: frame rate, clock start, random seed.
// Simplifies: frames are evenly spaced; their times come from integer indices.
// Lesson: every lesson runs with the defaults.
import Foundation

/// How a simulation runs.
///
/// ```swift
/// var configuration = SimulationConfiguration()
/// configuration.framesPerSecond = 120
/// let sim = Simulation(ContentView(), configuration: configuration)
/// ```
public struct SimulationConfiguration: Sendable {
    /// Frames per second; frame `n` happens at `n / framesPerSecond` seconds.
    /// Values outside 1...1000 are clamped, with a diagnostic.
    public var framesPerSecond: Int = 60
    /// The simulated date of frame 0. `Date.simNow` starts here.
    public var startDate: Date = SimulationConfiguration.defaultStartDate
    /// The seed of `Simulation.random`.
    public var seed: UInt64 = 0
    /// Runs Apple's Observation tracking beside viewsim's registrar on every body and records
    /// where the two disagree about which views a write reaches
    /// (`ViewGraph.observationCrossCheckFailures`); for the fuzzer's cross-check. Slower; for
    /// models built on viewsim's registrar only (a model of Apple's is reported by Apple's alone).
    package var checksObservationAgainstApple = false
    /// How preference readers collect their values: `.incremental` (from the views found to set
    /// the key, until the tree's structure changes), `.walk` (their whole subtree each time, the
    /// reference) or `.checked` (incremental, each kept list compared with a new walk's).
    package var preferenceCollection = PreferenceCollection.incremental
    /// How many update passes one frame may take before the rest waits for the next frame.
    /// Values outside 1...64 are clamped, with a diagnostic.
    public var maxPassesPerFrame: Int = 8
    /// How far the simulated wall clock (`Date.simNow`) moves on between two update
    /// passes of one frame. SwiftUI's `Date.now` keeps moving while a frame is
    /// computed; this is viewsim's deterministic stand-in. A negative or non-finite
    /// duration is replaced by the default, with a diagnostic.
    public var passDuration: TimeInterval = 0.001
    /// Where `Self._printChanges()` lines go besides the trace.
    public var printChangesToStandardOutput = true
    /// Which SDK's animation behaviour to reproduce. `.v2023` (the default):
    /// `Animation.default` is a smooth spring (response 0.5, damping fraction 1);
    /// `.legacy`: it is `easeInOut(duration: 0.35)`, as before iOS 17.
    public var animationSemantics: AnimationSemantics = .v2023
    /// The most frames one call (`advance(by:)`, `advance(to:)`, `advanceFrames(_:)`,
    /// `runUntilIdle(timeout:)`) runs while something keeps the simulation busy —
    /// an animation that repeats forever, a timeline, an update loop. Idle frames
    /// are skipped and do not count. The default, 36,000, is ten minutes at 60
    /// frames per second; past it the call stops and throws
    /// `SimulationError.runTooLong`, saying what is still running.
    ///
    /// ```swift
    /// var configuration = SimulationConfiguration()
    /// configuration.maximumFramesPerCall = 216_000   // an hour at 60 fps
    /// ```
    public var maximumFramesPerCall: Int = 36_000
    /// How much of the trace the simulation keeps: `.all` (the default),
    /// `.lastFrames(n)` or `.off`. A long run (a soak, a fuzzer) bounds its memory
    /// with `.lastFrames`; counts and diagnostics are kept whatever the policy.
    ///
    /// ```swift
    /// configuration.recording = .lastFrames(600)
    /// ```
    public var recording: TraceRecording = .all
    /// The size of the screen the root view is proposed and centred in, in points.
    /// The default is an iPhone 15's logical size, 393 × 852. A size that is not
    /// finite and positive, or larger than 100,000 points a side, is replaced by the
    /// default, with a diagnostic.
    ///
    /// ```swift
    /// configuration.screenSize = CGSize(width: 320, height: 568)   // iPhone SE (1st generation)
    /// ```
    public var screenSize = CGSize(width: 393, height: 852)
    /// The simulated screen's safe area: what the status bar and Dynamic Island take at the
    /// top and the home indicator at the bottom. The default is an iPhone 15's in portrait,
    /// 59 points at the top and 34 at the bottom (third-party measurements: 59 on the
    /// Dynamic Island iPhones, thedebonair.co.uk/post/why-does-view-safe-area-insets-top-
    /// contain-bad-value-in; 34 for the home indicator, useyourloaf.com/blog/supporting-iphone-x);
    /// `EdgeInsets()` for none. A negative or non-finite inset is replaced by 0, with a diagnostic.
    ///
    /// viewsim's model: the root view is laid out on the whole screen (as if it ignored the
    /// safe area; SwiftUI lays it out inside it), so every frame is the same with any insets.
    /// The safe area reaches a scroll view that extends into it as content insets (its
    /// content starts below the status bar and scrolls under it), and
    /// `GeometryProxy.safeAreaInsets`; `.ignoresSafeArea` takes edges out of both.
    ///
    /// ```swift
    /// configuration.safeAreaInsets = EdgeInsets()   // a screen without bars
    /// ```
    public var safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    /// Whether the simulation keeps each frame's display list, for
    /// `Simulation.displayList(at:)` at a past time (off by default: a display list
    /// per frame costs memory).
    public var recordsDisplayLists = false
    /// What `@AppStorage` finds in the simulation's user defaults when it starts, by key
    /// (viewsim's model: every simulation starts with this store, empty by default, and
    /// never reads or writes the process's `UserDefaults`). Values are stored as
    /// `UserDefaults` stores them: `Bool`, `Int`, `Double`, `String`, `URL` or `Data`, and a
    /// `RawRepresentable` value as its raw `Int` or `String`; a value of another type reads
    /// as missing (the property's default).
    ///
    /// ```swift
    /// configuration.appStorage = ["username": "ada", "launchCount": 3]
    /// ```
    public var appStorage: [String: any Sendable] = [:]
    /// What `@SceneStorage` finds in the scene's saved state when the simulation starts, by
    /// key (empty by default), stored as for ``appStorage``.
    public var sceneStorage: [String: any Sendable] = [:]

    public init() {}

    /// 2026-01-01 09:41:00 UTC.
    public static let defaultStartDate = Date(timeIntervalSinceReferenceDate: 788_953_260)
}
