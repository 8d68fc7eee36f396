// Lesson 16: the FaceTime corner. Seed 004's Q&A ends on the animator's question —
// an interruptible animation that keeps its velocity, "the FaceTime picture you can
// swipe to a corner and interrupt" — and its answer: a gesture has a velocity; on
// release the spring picks it up; a spring that replaces a running one merges and
// keeps its velocity; `.speed` cannot merge. A card dragged and flung to the corner
// nearest `predictedEndLocation`, grabbed in flight, released, and flung again with
// `.speed(2)`.
import Foundation
import ViewSim

/// Lesson 16's program and its script.
enum Lesson16 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let fling = 1
        static let grab = 2
        static let speed = 3
    }

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson16",
            title: "The FaceTime corner: a drag's velocity handed to a spring, grabbed in flight",
            narrative: ScenarioNarrative(
                source:
                    "Seed 004's Q&A (the FaceTime picture swiped to a corner and interrupted); Apple's DragGesture.Value and Transaction.tracksVelocity documentation; WWDC 2018 \"Designing Fluid Interfaces\" for the throw's projection",
                introduction: introduction),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    static let introduction = """
        A drag is a stream of touch samples, one a frame, and from them a velocity: viewsim fits a \
        straight line to the last 100 ms of samples (its model; Apple does not document its own), and \
        `predictedEndLocation` projects that velocity half a second on, as a flicked scroll view \
        decelerates. The card follows the finger with no animation, in transactions that track velocity \
        (`tracksVelocity`), so the values the drag moved have a velocity too. On release a spring sends \
        the card to the corner nearest the predicted end, and starts with that velocity: the card leaves \
        the finger at the speed it was thrown. Grab it in flight and the drag's first change, animated \
        with an interactive spring, merges with the running spring and takes over its position and \
        velocity; release it again and the new spring merges in turn. Nothing jumps. But a spring under \
        `.speed(2)` is no longer a spring that can merge: on release it starts from rest, and the card \
        stops dead at the finger before it springs away.
        """

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(
                title: "The card rests in the bottom-trailing corner",
                narrative: """
                    Frame 0: a call screen with a 120 × 180 card centred at (317, 712), 16 pt inside the \
                    safe area's bottom-trailing corner.
                    """,
                code: LessonCode.lesson16State),
            ScenarioStep(
                title: "Drag and fling it up: the spring starts with the drag's velocity",
                narrative: flingNarrative,
                code: LessonCode.lesson16Drag,
                action: { simulation in
                    try simulation.drag("pip", by: CGSize(width: -110, height: -260), duration: 0.2)
                    try simulation.advance(by: 0.15)
                }),
            ScenarioStep(
                title: "Grab it in flight and throw it right: merges keep the velocity",
                narrative: grabNarrative,
                action: { simulation in
                    try simulation.drag("pip", by: CGSize(width: 150, height: 40), duration: 0.2)
                    try simulation.advance(by: 2)
                }),
            ScenarioStep(
                title: "The same throw with .speed(2): the spring cannot merge, so it starts from rest",
                narrative: speedNarrative,
                action: { simulation in
                    try simulation.tap("speed")
                    try simulation.drag("pip", by: CGSize(width: 0, height: 300), duration: 0.15)
                    try simulation.advance(by: 0.6)
                }),
        ]
    }

    static let flingNarrative = """
        The finger lands on the card and moves 110 pt left and 260 pt up in 0.2 s, one sample a frame. \
        Each sample runs the drag's `onChanged` in a transaction that tracks velocity, and the card's \
        `.offset` follows the finger with no animation. On release the drag's velocity is (−550, −1,300) \
        pt/s, and the predicted end, half a second on, is past the top-leading corner: the spring goes \
        there, and the trace says where its initial velocity came from.
        """

    static let grabNarrative = """
        0.15 s later the card is still flying. The finger lands where it is drawn — hit testing uses \
        what is on screen — and the drag's first change, under `.interactiveSpring`, merges with the \
        running spring: it takes over the card's position and velocity, so the card slows under the \
        finger instead of jumping. Thrown right, the release spring merges with the interactive one and \
        keeps its velocity again.
        """

    static let speedNarrative = """
        A tap switches the release animation to `spring.speed(2)`, and the card is thrown down at 2,000 \
        pt/s. The drag tracked its velocity as before, but an animation under `.speed` does not merge, so \
        the spring cannot take the velocity over: it starts from rest, and in the first frame after the \
        release the card covers half the distance it did the frame before. The position is continuous, the \
        velocity is not — the talk's "the moment you use .speed, it cannot merge".
        """
}
