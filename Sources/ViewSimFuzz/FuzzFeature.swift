// Models the parts of viewsim a fuzz case may use, so a run can leave out
// features known to be broken (`--exclude deep,bodyWriteShared`) and still
// exercise the rest. Simplifies: a feature is a switch the generator reads; it
// does not change the engine.
import Foundation

/// A part of viewsim that the generator can put into a case.
public enum FuzzFeature: String, CaseIterable, Codable, Sendable, Comparable {
    /// `if`/`else` on a state, observable or published value.
    case conditionals
    /// `ForEach` over a changing list (insertions, removals, duplicate ids).
    case forEach
    /// `@State` owned by a view, passed to children as a `@Binding`.
    case state
    /// An `@Observable` model, read through a shared reference or held by the view (`let`,
    /// `@State`; `observationName` checks what its changes name); each property is read by
    /// at most one view.
    case observable
    /// Several views read the same `@Observable` property (Observation calls
    /// change handlers in hash order: issue 7's cross-run divergence).
    case observableSharedReads
    /// `ObservableObject` with `@Published`, `@StateObject`, `@ObservedObject`.
    case published
    /// `@Environment` with a custom key and `.environment` writes.
    case environment
    /// `TimelineView` with finite, well-formed schedules of every kind.
    case timelines
    /// Schedules with NaN/∞ start dates, tiny/zero/NaN intervals, repeated or
    /// unsorted explicit dates, custom schedules that repeat a date forever.
    case badSchedules
    /// `.animation(_:value:)` and `withAnimation` with curves, springs, delay, speed, repeatCount.
    case animations
    /// `repeatForever` animations.
    case repeatForever
    /// `repeatForever` animations inside a phase or keyframe animator's content, where
    /// their value can change every frame (issue 7's quadratic slowdown: every change adds
    /// a never-ending entry to the combining animation).
    case retargetedRepeatForever
    /// `.transaction { … }` modifiers (disable animations, replace the animation).
    case transactions
    /// `PhaseAnimator`.
    case phaseAnimator
    /// `KeyframeAnimator`, including empty keyframes.
    case keyframeAnimator
    /// `onChange` actions that write what they watch (a loop the engine must cut).
    case onChangeLoops
    /// `DispatchQueue.main.async` (also its `qos:` and `group:` forms) and `Task { @MainActor in … }`
    /// from `body` that write what the body reads (sometimes settling, sometimes a
    /// loop per frame).
    case mainQueueHops
    /// `@State` writes inside `body` (dropped, with a diagnostic).
    case bodyWriteState
    /// Writes to `@Observable`/`@Published` properties inside `body`, by one or
    /// several views (issue 7's hang).
    case bodyWriteShared
    /// Chains of hundreds (sane) or thousands (extreme) of nested views.
    case deep
    /// Script durations like 1e300, `Int.max` frames, huge run-until-idle timeouts.
    case hugeDurations
    /// NaN and ∞ in script numbers, animation parameters and keyframe values.
    case nonFinite
    /// `Canvas` leaves whose renderer draws from a value (the run counts renderer calls
    /// against the trace's canvas draws).
    case canvas
    /// Layout: fixed and flexible frames, padding, offset, position, aspect ratio,
    /// fixed size, overlays and backgrounds, spacers in stacks, geometry readers whose
    /// content shows (and passes down) their size, resizable images; lengths may read a
    /// source, so a tap relayouts. With `nonFinite`/`hugeDurations` the lengths include
    /// NaN, ±∞ and huge numbers. Every run checks the frames and display list after each step.
    case layout
    /// Tasks: `.task` and `.task(id:)` (the id read from a source, so taps and model writes
    /// restart them; conditionals and lists remove them), `Task { }` from taps, and
    /// `DispatchQueue.main.asyncAfter` from taps. The tasks' code sleeps (zero, sub-frame,
    /// frame-exact, long; `Task.sleep(for:)`, `sleep(nanoseconds:)`, `ContinuousClock`, `sleep(until: .now + d)`),
    /// yields, sleeps past `Simulation.maximumTime` or awaits a continuation never
    /// resumed, loops until cancelled, and writes after the await (inside `withAnimation`
    /// too, racing running animations). Every run checks the tasks (`FuzzInvariants+Tasks`).
    case tasks
    /// Input controls (`Toggle`, `Slider`, `Stepper`, `TextField` with `.onSubmit`, `Picker`
    /// in two styles) bound to a source, and the script verbs that work them, sometimes on
    /// a control of another kind (a recorded error).
    case controls
    /// Environment objects: `.environment(model)` puts the shared `@Observable` model in the
    /// environment, and holders read it with `@Environment(FuzzObservableModel.self)` (the
    /// optional form anywhere, the required one only below a supplier) and write it directly
    /// or through `$model.p<k>` of a `@Bindable`; each property is read by at most one view
    /// unless `observableSharedReads` (`observationName` checks what its changes name).
    case environmentObjects
    /// Display controls: buttons under a custom `ButtonStyle` (reading `isPressed`), a custom
    /// `PrimitiveButtonStyle` or a built-in style (`.bordered`, `.borderedProminent`,
    /// `.borderless`, `.plain`), some with a role, some `.disabled`, with a `.tint`; a tap adds 1
    /// to a source; `ProgressView`s, `Label`s and `Divider`s showing a value. The script taps
    /// them and holds them down (`sim.press(_:for:)`, a refused press of a disabled one a
    /// recorded error).
    case buttonStyles
    /// `Canvas` leaves that draw through `GraphicsContext.withCGContext` with a generated list
    /// of Core Graphics calls: saves and restores (unbalanced too), transforms, paths, fills,
    /// strokes, clips, line widths, alpha, a shadow; NaN, ∞ and huge numbers in extreme cases.
    /// Counted with the other canvases' renderer runs.
    case cgContext
    /// Navigation and presentation: `NavigationStack`s with value links and a destination
    /// (taps push), sheets, covers, popovers, alerts and dialogs shown by taps; script steps
    /// `back()`, `dismiss()` and `navigate(to:)` (an error when there is nothing to do is fine).
    case navigation
    /// Lists: `List`s over a shared list's `ForEach` whose `onDelete`/`onMove` edit it, with a
    /// selection; script steps `delete(row:in:)`, `move(rows:to:in:)` and `select(row:in:)` on
    /// random rows, out of range too (a recorded error).
    case lists
    /// Scroll views (vertical, horizontal, both, nested; some disabled, paged or view-aligned)
    /// over numbered rows, a `ScrollViewProxy.scrollTo` tap with an id that may not exist, and
    /// script steps `sim.scroll(_:by:)` (NaN, ∞ and huge distances in extreme cases) and
    /// `sim.scroll(_:to:)`; the layout checks run after each.
    case scroll
    /// Lazy stacks and grids in named scroll views, over a shared list (edited) or up to 100,000
    /// rows, with bad `GridItem` numbers in extreme cases; the script scrolls them by any amount.
    case lazy
    /// Layout containers (`FuzzArrangement`): `AnyLayout` switching between the built-in layouts
    /// with a source, ragged `Grid`s with spans of 0 and beyond the column count, `ViewThatFits`,
    /// custom `Layout`s; in extreme cases custom layouts with NaN, ∞ and negative sizes, NaN
    /// positions, unplaced subviews and endless measuring. The layout invariants check them.
    case customLayouts
    /// Transitions: `.transition` on the views conditionals and `ForEach` rows insert and remove
    /// (built-ins with any edge and amount, combined, asymmetric, with their own animation), so
    /// taps inside and outside `withAnimation` insert, remove and re-insert them mid-removal.
    /// The transition checks run after each step.
    case transitions
    /// Gestures: views with a gesture of every kind (drag, tap, spatial tap, long press, magnify,
    /// rotate, composed; `.onTapGesture(count:)`, `.onLongPressGesture`) at any depth and priority
    /// (`.gesture`, `.highPriorityGesture`, `.simultaneousGesture`, any `GestureMask`), some
    /// `.disabled`, some `.allowsHitTesting(false)` or covered; `.updating` a `@GestureState`,
    /// `onChanged`/`onEnded` writing `@State` (sometimes in `withAnimation(.spring)`). Script steps
    /// drag (zero durations, holds, paths), fling, long-press, pinch, rotate and multi-tap them, with
    /// NaN, ∞ and huge numbers in extreme cases (refused: a recorded error). The gesture checks run
    /// after each touch (`FuzzInvariants+Gestures`).
    case gestures
    /// Preferences: keys with four reduce rules (max, sum, append, last wins) set by constants,
    /// sources and `.transformPreference` anywhere in the tree and read by `onPreferenceChange`
    /// (the value shown beside the child); anchors (`.bounds`, `.center`) read back through
    /// `overlayPreferenceValue`, a `GeometryReader` and `proxy[anchor]`; and measured views whose
    /// reader (`onPreferenceChange` of a `GeometryReader` background's value, or `onGeometryChange`)
    /// writes state: loops by construction (`extra = value`, `extra += 1`, alternating) and settling
    /// ones (state no measured size depends on, `extra = min(value, 40)`). The preference checks
    /// run on every case (`FuzzInvariants+Preferences`).
    case preferences

    public static func < (lhs: FuzzFeature, rhs: FuzzFeature) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }

    /// Features that only extreme mode uses; sane mode leaves them out whatever the flags say.
    public static let extremeOnly: Set<FuzzFeature> = [.badSchedules, .hugeDurations, .nonFinite]

    /// Features known to break the engine, left out of the in-suite run and of
    /// `viewsim-fuzz --exclude known` until their fix lands. Empty: issue 7's fixes
    /// made every feature pass (Observation order, body-write loops, bad schedules,
    /// huge durations, deep trees, re-targeted repeatForever). A feature that breaks
    /// again goes here, with its issue, and its `KnownFailureRegressionTests` skip.
    /// Issue 27 listed `lazy` here (a lazy grid of huge tracks under `.fixedSize`, seed 1 case 313);
    /// on the merged branches its reproducer passes (`KnownFailureRegressionTests`, docs/Fuzzing.md).
    public static let knownBroken: Set<FuzzFeature> = []

    /// What the in-suite run (`swift test`) exercises: every feature not known to be broken.
    public static var suite: Set<FuzzFeature> { Set(allCases).subtracting(knownBroken) }

    /// Parses a comma-separated list of feature names; `known` stands for `knownBroken`,
    /// `all` for every feature.
    public static func parseList(_ text: String) throws -> Set<FuzzFeature> {
        var result: Set<FuzzFeature> = []
        for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            if name == "known" {
                result.formUnion(knownBroken)
                continue
            }
            if name == "all" {
                result.formUnion(allCases)
                continue
            }
            guard let feature = FuzzFeature(rawValue: name) else {
                throw FuzzError.badArgument(
                    "unknown feature '\(name)'. Features: \(allCases.map(\.rawValue).joined(separator: ", ")), known (the known-broken ones), all."
                )
            }
            result.insert(feature)
        }
        return result
    }

    /// Sorted names, for printing.
    public static func names(_ features: Set<FuzzFeature>) -> String {
        features.isEmpty ? "none" : features.sorted().map(\.rawValue).joined(separator: ",")
    }
}
