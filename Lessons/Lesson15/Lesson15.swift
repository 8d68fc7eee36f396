// Lesson 15: views that come and go. Seed 002 ("Animations and transitions")
// and Apple's documentation of transitions: a view inserted or removed in a
// transaction with an animation runs its transition; without one it comes and
// goes at once. The same card with and without withAnimation, an
// .animation(_:value:) below and above the `if`, Apple's HikeView
// move-and-fade removed and re-added mid-flight, and an .id change.
import ViewSim

/// Lesson 15's program (five demos) and its script.
enum Lesson15 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let fade = 1
        static let snap = 2
        static let below = 3
        static let above = 4
        static let hike = 5
        static let readd = 6
        static let id = 7
        static let idEnd = 8
        static let score = 9
        static let hero = 10
    }

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson15",
            title: "Views that come and go: transitions, carried by the transaction",
            narrative: ScenarioNarrative(
                source:
                    "Seed 002 (Animations and transitions); Apple's documentation of transition(_:), TransitionPhase and the HikeView tutorial's moveAndFade",
                introduction: introduction),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    static let introduction = """
        A view that an `if`, a `switch`, a `ForEach` or an `.id` change puts in or takes out of a \
        container does not animate by itself: its transition runs when the transaction that inserts or \
        removes it has an animation, and not otherwise. On insertion SwiftUI shows the transition's \
        `willAppear` phase and moves it to `identity` under that transaction; on removal it moves it to \
        `didDisappear`, and the removed view stays, drawn but no longer updated, until that animation \
        ends. The default transition is `.opacity`. So the animation has to be in the transaction of the \
        change that inserts or removes: `withAnimation`, or an `.animation(_:value:)` on a container above \
        the `if` — one on the view itself is below the `if` and never sees it. A view that stays and \
        changes its content (a number) animates with a content transition instead, and two views that \
        are one thing to the user (a square that becomes a banner) can be matched by id.
        """

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(
                title: "Five demos appear",
                narrative: """
                    Frame 0: seven rows, each with its buttons on the left and a fixed 200 × 60 frame on \
                    the right where a card comes and goes, so that nothing else moves when it does. No card \
                    is shown yet; the counter shows 0 and the score 9.
                    """,
                code: LessonCode.lesson15MoveAndFade),
            ScenarioStep(
                title: "withAnimation inserts the card: it fades in",
                narrative: fadeNarrative,
                code: [LessonCode.lesson15Fade, LessonCode.lesson15FadeCard].joined(separator: "\n\n"),
                action: { simulation in
                    try simulation.tap("fade")
                    try simulation.advance(by: 0.5)
                }),
            ScenarioStep(
                title: "The same toggle without withAnimation: the card goes at once",
                narrative: snapNarrative,
                action: { simulation in
                    try simulation.tap("snap")
                    try simulation.advance(by: 0.1)
                }),
            ScenarioStep(
                title: ".animation(_:value:) on the card, below the if: no transition",
                narrative: belowNarrative,
                code: LessonCode.lesson15Below,
                action: { simulation in
                    try simulation.tap("below")
                    try simulation.advance(by: 0.1)
                }),
            ScenarioStep(
                title: "The same modifier on the container above the if: the card fades in",
                narrative: aboveNarrative,
                code: LessonCode.lesson15Above,
                action: { simulation in
                    try simulation.tap("above")
                    try simulation.advance(by: 0.5)
                }),
            ScenarioStep(
                title: "Move and fade: the detail moves in from the trailing edge",
                narrative: hikeNarrative,
                code: LessonCode.lesson15Hike,
                action: { simulation in
                    try simulation.tap("hike")
                    try simulation.advance(by: 0.7)
                }),
            ScenarioStep(
                title: "Removed, and re-added 0.15 s later: back to identity from where it is",
                narrative: readdNarrative,
                action: { simulation in
                    try simulation.tap("hike")
                    try simulation.advance(by: 0.15)
                    try simulation.tap("hike")
                    try simulation.advance(by: 1.2)
                }),
            ScenarioStep(
                title: "An .id change: the old number fades out as the new one fades in",
                narrative: idNarrative,
                code: LessonCode.lesson15Id,
                action: { simulation in
                    try simulation.tap("count")
                    try simulation.advance(by: 0.25)
                }),
            ScenarioStep(
                title: "The cross-fade ends: the old number leaves the graph",
                narrative: idEndNarrative,
                action: { simulation in
                    try simulation.advance(by: 0.35)
                }),
            ScenarioStep(
                title: ".numericText: the same Text, its digits roll from 9 to 10",
                narrative: scoreNarrative,
                code: LessonCode.lesson15Numeric,
                action: { simulation in
                    try simulation.tap("score")
                    try simulation.advance(by: 0.6)
                }),
            ScenarioStep(
                title: "Matched geometry: the square is removed, the banner inserted, and one grows into the other",
                narrative: heroNarrative,
                code: LessonCode.lesson15Hero,
                action: { simulation in
                    try simulation.tap("expand")
                    try simulation.advance(by: 0.7)
                }),
        ]
    }

    static let fadeNarrative = """
        The tap writes `isShown` inside `withAnimation(.easeInOut(duration: 0.35))`, and the `if` inserts \
        the card. Its transition is `.opacity`: SwiftUI builds the card at `willAppear` (opacity 0) and, in \
        the same update, moves it to `identity` under the tap's transaction. So the opacity animates like \
        any other value: 0.0044 a frame later, 0.541 at 0.2 s, 1 at 0.35 s. The trace shows the phase \
        change (⇆) and, below it, the animation it started, with its origin: `withAnimation` in the tap. \
        When that animation is over, the transition ends and the card is just a card.
        """
    static let snapNarrative = """
        "snap" toggles the same state without `withAnimation`. The transaction has no animation, so the \
        `if` removes the card at once: no transition runs, and it is gone in the frame of the tap. The card \
        has a `.transition`, so the trace says why it did not run: "the transaction had none — the write \
        was outside withAnimation". This is the most common surprise with transitions: `.transition` says \
        how a view comes and goes, not whether that animates.
        """
    static let belowNarrative = """
        The blue card carries its own `.animation(.easeInOut(duration: 0.35), value: isShown)`. It does \
        not help: that modifier is part of the card, below the `if`. It can only animate changes to the \
        views below it, and it does not even exist until the card is inserted. The container that inserts \
        the card sees a transaction without an animation, so the card appears at once, and the trace says \
        so and names the modifier that was below the `if`.
        """
    static let aboveNarrative = """
        The same modifier, on the `ZStack` that holds the `if`: now it is above the insertion. When \
        `isShown` changes it puts its animation into the transaction that flows down to the `if` (⇣), and \
        the green card fades in exactly like the first one, its animation's origin this time \
        `.animation(_:value:)` with the value false → true. The `ZStack` itself grows from nothing to the \
        card's size with the same animation; the card, being new, is drawn at its own size from the start.
        """
    static let hikeNarrative = """
        Apple's "Animating views and transitions" tutorial's `.moveAndFade`: an asymmetric transition that \
        inserts with `.move(edge: .trailing)` combined with `.opacity`, and removes with `.scale` combined \
        with `.opacity`. `withAnimation { … }` gives the default animation, a spring. At `willAppear` the \
        card is one card-width to the right (the move's fraction is 1) and transparent; both values spring \
        to `identity` together: 0.9839 and 0.0161 a frame later, 0.7982 and 0.2018 after four frames.
        """
    static let readdNarrative = """
        A tap removes the detail: its transition moves from `identity` to `didDisappear` using the removal \
        half, so it scales down and fades out, and the removed card stays in the drawing, without its body \
        running, until that ends. 0.15 s later a second tap shows it again, mid-removal. Apple documents what \
        happens then: "If a view is re-added while it is transitioning out, its phase will change back to \
        identity". The transition's modifiers go back to identity from the values they show at that \
        moment (opacity and scale 0.383), with the tap's spring, which merges with the running one and \
        keeps its velocity: the card shrinks a little further, to 0.348, before it grows back. In viewsim \
        the re-added card is a new view (new state) that takes over the removing one's transition \
        (viewsim's model: Apple documents the phase, not the state).
        """
    static let idNarrative = """
        `Text("\\(count)").id(count)`: the number's identity is its value. When `count` goes from 0 to 1 \
        inside `withAnimation(.linear(duration: 0.5))`, the view with id 0 is removed and a view with id 1 \
        is inserted, in the same update: both transition with the default `.opacity`. For 0.5 s both are \
        drawn, the old one fading out as the new one fades in; their opacities add up to 1 in every frame. \
        A quarter of a second in, the view graph shows both: the new `Text` in the tree, and the old one \
        drawn dashed beside it, "removing", with the opacity it shows now. It is out of the layout and of \
        every lookup already, and its body will never run again.
        """
    static let scoreNarrative = """
        The opposite of an `.id` change: the score's `Text` keeps its identity and only its string \
        changes, from 9 to 10, inside `withAnimation(.linear(duration: 0.5))`. A content transition \
        animates that: `.contentTransition(.numericText(value:))` rolls the characters that changed, up \
        because the value grew (Apple: it "uses the difference between the old and new value to choose \
        the direction"). No view is inserted or removed; the trace shows one animation of the text's \
        content, from withAnimation, and half way its frame draws the 9 rolling away and the 10 rolling \
        in, each half faded (viewsim's model of the roll: half a line each way).
        """
    static let heroNarrative = """
        The `if` swaps a 40-point square for a 200 × 60 banner: a removal and an insertion, like the \
        `.id` change. But both carry `.matchedGeometryEffect(id: "hero", in: hero)`, so SwiftUI treats \
        them as one thing moving: in a transaction with an animation the banner's frame animates from \
        where the square was to its own, and the square, fading out with its `.opacity` transition, \
        moves along with it. The trace names the origin of the banner's frame animation: matched \
        geometry "hero" in the view's namespace, under `withAnimation`. Without an animation the banner \
        would simply appear in its place.
        """
    static let idEndNarrative = """
        At 0.5 s both opacities reach their ends (0 and 1), the removal completes ("removal completed after \
        31 frames"), and the old number leaves the graph. That is the cross-fade an `.id` change gives, and \
        why one placed on a large subtree replaces all of it, state included.
        """
}
