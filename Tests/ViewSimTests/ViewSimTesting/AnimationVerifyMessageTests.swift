// Tests ViewSimTesting's animation checks (presentation, animation and origin,
// no animation, completions): nil when the expectation holds, otherwise a message
// in the TestStore shape — headline; expected vs actual; where the value comes
// from and the trace lines that decided it; "To fix, …".
import ViewSim
import ViewSimTesting
import XCTest

private struct Card: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            Text("card").opacity(isOn ? 1 : 0).animation(.easeInOut, value: isOn).accessibilityIdentifier("card")
            Text("toggle").onTapGesture {
                withAnimation(.linear(duration: 0.1), completionCriteria: .removed) {
                    isOn.toggle()
                } completion: {
                }
            }.accessibilityIdentifier("toggle")
        }
    }
}

/// A card whose opacity animates with `Animation.default`.
private struct DefaultCard: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            Text("card").opacity(isOn ? 1 : 0).animation(.default, value: isOn).accessibilityIdentifier("card")
            Text("toggle").onTapGesture { isOn.toggle() }.accessibilityIdentifier("toggle")
        }
    }
}

@MainActor
final class AnimationVerifyMessageTests: XCTestCase {
    /// Toggled in frame 1 (the opacity animates with easeInOut from the modifier), run to frame 13.
    private func toggled() throws -> Simulation {
        var configuration = SimulationConfiguration()
        configuration.printChangesToStandardOutput = false
        let sim = Simulation(Card(), configuration: configuration)
        try sim.step("toggle") {
            try sim.tap("toggle")
            try sim.advance(by: 0.2)
        }
        return sim
    }

    // MARK: Presentation

    func testPresentationPassesOnTheValueOfTheFrameAtOrBeforeTheTime() async throws {
        let sim = try toggled()
        XCTAssertNil(verifyPresentation(sim, "opacity", of: "card", at: 0.1, equals: "0.1169"))
        XCTAssertNil(verifyPresentation(sim, "opacity", of: "card", at: 0.105, equals: "0.1169"))
        XCTAssertNil(verifyPresentation(sim, "opacity", of: "card", at: 0.1, equals: 0.117, accuracy: 0.001))
        XCTAssertNil(verifyPresentation(sim, "opacity", of: "card", at: 1.0 / 60, equals: "0"))
        let sample = try presentationSample(sim, "opacity", of: "card", at: 0.1)
        XCTAssertEqual(sample.frame, 6)
        XCTAssertEqual(sample.model.description, "1")
    }

    func testPresentationFailureMessage() async throws {
        let sim = try toggled()
        let message = try XCTUnwrap(verifyPresentation(sim, "opacity", of: "card", at: 0.1, equals: "0.5"))
        XCTAssertEqual(
            message,
            """
            opacity of "card" was 0.1169 at t=0.1s, not 0.5.

              − 0.5
              + 0.1169

              (Expected: −, Actual: +)

            Where the value comes from:
              .opacity #6 in frame 6 (t=0.1s), the last frame at or before t=0.1s; the model value is 1

            Samples around t=0.1s:
                frame 4 (t=0.0667s): opacity = 0.0409 (model 1)
                frame 5 (t=0.0833s): opacity = 0.0739 (model 1)
              → frame 6 (t=0.1s): opacity = 0.1169 (model 1)
                frame 7 (t=0.1167s): opacity = 0.1697 (model 1)
                frame 8 (t=0.1333s): opacity = 0.2318 (model 1)

            What happened to "card":
              frame 1: ⇣ .animation(_:value:) #5: value false → true, so the views below animate with easeInOut(duration: 0.35) (the transaction had: linear(duration: 0.1) from withAnimation in .onTapGesture #9 action)
              frame 1: ◔ .opacity #6 opacity: 0 → 1 animates with easeInOut(duration: 0.35), from .animation(_:value:) #5 (value false → true)
              frame 2: ~ .opacity #6 opacity = 0.0044  (model 1)
              … 10 more frames …
              frame 13: ~ .opacity #6 opacity = 0.6216  (model 1)

            To fix, compare the samples above with the animation that produced them (its curve, duration and start frame decide each value; a time between frames reads the frame at or before it, and frames are 1/60 s apart). If 0.1169 is right, expect it.
            """)
    }

    func testNumericPresentationComparesEachNumberWithinTheAccuracy() async throws {
        let sim = try toggled()
        let message = try XCTUnwrap(verifyPresentation(sim, "opacity", of: "card", at: 0.1, equals: 0.12))
        XCTAssertTrue(
            message.hasPrefix(
                "opacity of \"card\" was 0.1169 at t=0.1s, not 0.12 ± 0.0001.\n\n  − 0.12 ± 0.0001\n  + 0.1169\n"),
            message)
        XCTAssertNotNil(verifyPresentation(sim, "opacity", of: "card", at: 0.1, equals: 0.1169, 1))
    }

    func testAMissingNameListsTheNamedViews() async throws {
        let sim = try toggled()
        let message = try XCTUnwrap(verifyPresentation(sim, "opacity", of: "crad", at: 0.1, equals: "0.5"))
        XCTAssertEqual(
            message,
            """
            No view is named "crad", so its presentation at t=0.1s cannot be checked.

            Named views:
              "card"
              "toggle"

            To fix, pass one of the names above (did you mean "card"?), or name the view with .accessibilityIdentifier("crad").
            """)
        XCTAssertThrowsError(try presentationSample(sim, "opacity", of: "crad", at: 0.1)) { error in
            XCTAssertEqual((error as? AnimationLookupError)?.description, message)
        }
    }

    func testAMisspeltAttributeNamesTheNearestOne() async throws {
        let sim = try toggled()
        let message = try XCTUnwrap(verifyPresentation(sim, "opacty", of: "card", at: 0.1, equals: "1"))
        XCTAssertTrue(
            message.hasPrefix("\"card\" has no opacty attribute that animated (did you mean \"opacity\"?), so"), message
        )
        let animation = try XCTUnwrap(verifyAnimation(sim, "opasity", of: "card", animation: "easeInOut"))
        XCTAssertTrue(animation.contains("(did you mean \"opacity\"?)"), animation)
    }

    func testAnAttributeThatNeverAnimatedListsWhatExists() async throws {
        let sim = try toggled()
        let message = try XCTUnwrap(verifyPresentation(sim, "scale", of: "card", at: 0.1, equals: "1"))
        XCTAssertTrue(
            message.hasPrefix(
                "\"card\" has no scale attribute that animated, so its presentation at t=0.1s cannot be checked.\n\n"),
            message)
        XCTAssertTrue(
            message.contains(
                """
                Values that animated in "card":
                  opacity of .opacity #6 (first at frame 1)

                Attributes in "card" now:
                  value = true  (.animation(_:value:) #5)
                  opacity = 0.6216  (.opacity #6)
                  text = "card"  (Text #7)
                """), message)
        XCTAssertTrue(
            message.hasSuffix(
                "To fix, check the attribute's name: it is the name the trace uses (opacity, scale, rotation, offset, frame, trim(from:), trim(to:), foregroundStyle, fill, stroke, lineWidth, or animatableData for an Animatable view or modifier) of a view inside \"card\"."
            ), message)
        // An attribute that exists but changed without an animation gets the other advice.
        let text = try XCTUnwrap(verifyPresentation(sim, "text", of: "card", at: 0.1, equals: "x"))
        XCTAssertTrue(
            text.hasPrefix("text of \"card\" never animated, so its presentation at t=0.1s cannot be checked."), text)
        XCTAssertTrue(text.contains("To fix, make the change that should animate run in an animated transaction"), text)
    }

    func testATimeBeforeTheAnimationOrAfterTheSimulationIsExplained() async throws {
        let sim = try toggled()
        let early = try XCTUnwrap(verifyPresentation(sim, "opacity", of: "card", at: 0.01, equals: "0"))
        XCTAssertTrue(early.hasPrefix("opacity of \"card\" had not animated by t=0.01s"), early)
        XCTAssertTrue(
            early.contains("First samples of opacity of .opacity #6:\n  frame 1 (t=0.0167s): opacity = 0 (model 1)"),
            early)
        XCTAssertTrue(
            early.hasSuffix(
                "To fix, ask for a time at or after the animation starts (t=0.0167s, frame 1); before that the value shows without an animation: read it with sim.attribute(_:of:) at that time."
            ), early)
        let late = try XCTUnwrap(verifyPresentation(sim, "opacity", of: "card", at: 5, equals: "1"))
        XCTAssertEqual(
            late,
            """
            The simulation has run only to t=0.2167s (frame 13), so opacity of "card" at t=5s is not known yet.

            Steps so far:
              step 0 "appear": frames 0…0
              step 1 "toggle": frames 1…13

            To fix, advance the simulation past t=5s first: try sim.advance(to: 5), or try sim.runUntilIdle() to let the animations finish.
            """)
        let invalid = try XCTUnwrap(verifyPresentation(sim, "opacity", of: "card", at: .nan, equals: "1"))
        XCTAssertTrue(invalid.hasPrefix("t=nans is not a time in the simulation"), invalid)
    }

    // MARK: Animation and origin

    func testAnimationPassesOnTheAnimationAndItsOrigin() async throws {
        let sim = try toggled()
        XCTAssertNil(verifyAnimation(sim, "opacity", of: "card", animation: "easeInOut(duration: 0.35)"))
        XCTAssertNil(
            verifyAnimation(
                sim, "opacity", of: "card", in: .step(1), animation: "easeInOut(duration: 0.35)",
                origin: .contains("(value false → true)"), as: .started))
        XCTAssertNotNil(
            verifyAnimation(sim, "opacity", of: "card", animation: "easeInOut(duration: 0.35)", as: .merged))
        XCTAssertNotNil(
            // The same with an `Animation` value, as written in SwiftUI code.
            verifyAnimation(sim, "opacity", of: "card", in: .step(0), animation: "easeInOut(duration: 0.35)"))
        XCTAssertNil(verifyAnimation(sim, "opacity", of: "card", animation: .easeInOut(duration: 0.35)))
        XCTAssertNotNil(verifyAnimation(sim, "opacity", of: "card", animation: .easeInOut(duration: 0.5)))
    }

    func testAnimationMatchesByItsBareName() async throws {
        let sim = try toggled()
        // A bare name matches whatever parameters the animation has.
        XCTAssertNil(verifyAnimation(sim, "opacity", of: "card", animation: "easeInOut"))
        XCTAssertNil(
            verifyAnimation(
                sim, "opacity", of: "card", animation: "easeInOut", origin: .contains("(value false → true)")))
        // Another name, or a partial one, does not.
        XCTAssertNotNil(verifyAnimation(sim, "opacity", of: "card", animation: "spring"))
        XCTAssertNotNil(verifyAnimation(sim, "opacity", of: "card", animation: "ease"))
        // Text with parameters must be the whole description.
        XCTAssertNotNil(verifyAnimation(sim, "opacity", of: "card", animation: "easeInOut(duration: 0.3)"))
    }

    /// `.default` is a spring under current semantics and `easeInOut` under
    /// `.legacy`: the bare name matches what it stands for, and a failure says
    /// which semantics decided (issue 24, item 7: "spring" failed on `.default`).
    func testDefaultMatchesTheAnimationItIsUnderTheSimulationsSemantics() async throws {
        for (semantics, same, other) in [
            (AnimationSemantics.v2023, "spring", "easeInOut"), (.legacy, "easeInOut", "spring"),
        ] {
            var configuration = SimulationConfiguration()
            configuration.printChangesToStandardOutput = false
            configuration.animationSemantics = semantics
            let sim = Simulation(DefaultCard(), configuration: configuration)
            try sim.step("toggle") {
                try sim.tap("toggle")
                try sim.advance(by: 0.1)
            }
            XCTAssertNil(verifyAnimation(sim, "opacity", of: "card", animation: "default"), "\(semantics)")
            XCTAssertNil(verifyAnimation(sim, "opacity", of: "card", animation: same), "\(semantics)")
            let message = try XCTUnwrap(verifyAnimation(sim, "opacity", of: "card", animation: other), "\(semantics)")
            XCTAssertTrue(
                message.contains(
                    "Animation.default is \(same) under the simulation's animation semantics (.\(semantics))"), message)
        }
    }

    func testAnimationFailureMessage() async throws {
        let sim = try toggled()
        let message = try XCTUnwrap(
            verifyAnimation(
                sim, "opacity", of: "card", in: .lastStep, animation: "linear(duration: 0.1)",
                origin: .hasPrefix("withAnimation")))
        XCTAssertEqual(
            message,
            """
            opacity of "card" did not get linear(duration: 0.1) from "withAnimation"… in step 1 ("toggle").

              − started, merged or combined: linear(duration: 0.1), from "withAnimation"…
              + started: easeInOut(duration: 0.35), from .animation(_:value:) #5 (value false → true)

              (Expected: −, Actual: +)

            What happened to "card" in step 1 ("toggle"):
              frame 1: ⇣ .animation(_:value:) #5: value false → true, so the views below animate with easeInOut(duration: 0.35) (the transaction had: linear(duration: 0.1) from withAnimation in .onTapGesture #9 action)
              frame 1: ◔ .opacity #6 opacity: 0 → 1 animates with easeInOut(duration: 0.35), from .animation(_:value:) #5 (value false → true)
              frame 2: ~ .opacity #6 opacity = 0.0044  (model 1)
              … 10 more frames …
              frame 13: ~ .opacity #6 opacity = 0.6216  (model 1)

            To fix, find the nearest source of the transaction above the change: an .animation(_:value:) whose value changed overrides withAnimation below it, .transaction modifiers rewrite it, and disablesAnimations keeps .animation modifiers from adding one. Springs merge with a running spring; timing curves and modified animations (.speed, .delay) combine. If the actual animation is right, expect it.
            """)
    }

    func testNoAnimationFailureMessage() async throws {
        let sim = try toggled()
        XCTAssertNil(verifyNoAnimation(sim, "opacity", of: "card", in: .step(0)))
        XCTAssertNil(verifyNoAnimation(sim, "text", of: "card"))
        let message = try XCTUnwrap(verifyNoAnimation(sim, "opacity", of: "card"))
        XCTAssertTrue(
            message.hasPrefix(
                """
                opacity of "card" animated in the whole simulation, but no animation was expected.

                  − no animation
                  + started: easeInOut(duration: 0.35), from .animation(_:value:) #5 (value false → true)
                """), message)
        XCTAssertTrue(
            message.hasSuffix(
                "To fix, the change ran in a transaction with an animation. Find where it came from (the origin above): to keep it from animating, change the value outside withAnimation, turn the animation off below it with .transaction { $0.animation = nil } or .animation(nil, value:), or set disablesAnimations to keep .animation modifiers from adding one."
            ), message)
        // A misspelt attribute fails rather than passing.
        let misspelt = try XCTUnwrap(verifyNoAnimation(sim, "opactiy", of: "card"))
        XCTAssertTrue(
            misspelt.hasPrefix(
                "\"card\" has no opactiy attribute that animated (did you mean \"opacity\"?), so whether it animated cannot be checked."
            ), misspelt)
    }

    // MARK: Completions

    func testCompletionsPassInFiringOrderByFrameOrTime() async throws {
        let sim = try toggled()
        try sim.runUntilIdle()
        // The easeInOut from the modifier (0.35 s from frame 1) is over in frame 23.
        XCTAssertNil(verifyCompletions(sim, fired: [.removed: .frame(23)]))
        XCTAssertNil(verifyCompletions(sim, fired: [.removed: .time(0.39)]))
        XCTAssertNotNil(
            verifyCompletions(sim, fired: [.removed: .time(0.38)]), "t=0.38 is frame 22; it fired in frame 23")
        XCTAssertNil(verifyCompletions(sim, in: .step(0), fired: [:]))
        XCTAssertEqual(Moment.time(0.38).frame(framesPerSecond: 60), 22)
        XCTAssertEqual(Moment.time(23.0 / 60).frame(framesPerSecond: 60), 23)
    }

    func testCompletionsFailureMessageSaysWhatStillWaits() async throws {
        let sim = try toggled()
        let message = try XCTUnwrap(verifyCompletions(sim, fired: [.removed: .frame(23)]))
        XCTAssertEqual(
            message,
            """
            Other completions fired than expected in the whole simulation: 1 expected but missing.

              − removed in frame 23 (t=0.3833s)

              (Expected: −, Actual: +)

            Completions in the whole simulation:
              (nothing)

            Still waiting at frame 13 (t=0.2167s):
              removed for .opacity #6 opacity, still animating; advance the simulation or runUntilIdle() to let it complete

            What happened in the whole simulation:
              frame 1: ◔ .opacity #6 opacity: 0 → 1 animates with easeInOut(duration: 0.35), from .animation(_:value:) #5 (value false → true)

            To fix, compare with the animations above: .logicallyComplete fires when the animation of its own change logically completes (a timing curve at its end, a spring after its response; later changes are ignored), .removed when every animation on the values its change touched has finished (later ones included). A completion whose change started no animation fires right after the update, and one whose view is removed fires then. If the frames above are right, expect them.
            """)
    }

    func testCompletionsFailureNamesTheFrameThatFired() async throws {
        let sim = try toggled()
        try sim.runUntilIdle()
        let message = try XCTUnwrap(verifyCompletions(sim, fired: [.logicallyComplete: .frame(8)]))
        XCTAssertTrue(
            message.hasPrefix(
                """
                Other completions fired than expected in the whole simulation: 1 expected but missing, 1 not expected.

                  − logicallyComplete in frame 8 (t=0.1333s)
                  + removed in frame 23 (t=0.3833s)
                """), message)
        XCTAssertTrue(
            message.contains(
                "Completions in the whole simulation:\n  frame 23 (t=0.3833s): removed — the animation of .opacity #6 opacity finished"
            ), message)
        XCTAssertFalse(message.contains("Still waiting"), message)
    }
}
