// Lesson 14: only what you can see. Not from a seed: Apple's documentation of
// LazyVStack ("doesn't create items until it needs to render them onscreen"),
// List's onDelete(perform:) and AnyLayout. A feed of 1,000 posts in a VStack
// and in a LazyVStack, a List whose deleted row keeps its neighbours' state,
// and an AnyLayout switch that keeps the cards it moves.
import ViewSim

/// Lesson 14's program (two feeds, an inbox, three cards) and its script.
enum Lesson14 {
    /// The step indices the claims refer to.
    enum Step {
        static let appear = 0
        static let scrollEager = 1
        static let lazyAppear = 2
        static let scrollLazy = 3
        static let delete = 4
        static let switchLayout = 5
    }

    /// The posts in each feed.
    static let postCount = 1_000

    /// How far each scroll moves the feed: about two thirds of the 852-point screen.
    static let scrollDistance = 600.0

    /// The lesson, as `LessonCatalog` lists it.
    static var lesson: Scenario {
        Scenario(
            name: "lesson14",
            title: "Only what you can see: lazy stacks, a List's identity through deletes, AnyLayout",
            narrative: ScenarioNarrative(
                source:
                    "Apple's documentation of LazyVStack, \"Creating performant scrollable stacks\", onDelete(perform:) and AnyLayout; not in a seed",
                introduction: introduction),
            steps: steps,
            claims: claims,
            makeSimulation: { Simulation(ContentView(), configuration: $0) })
    }

    static let introduction = """
        Almost every screen is a list that scrolls, and what SwiftUI creates for it depends on the \
        container. A `VStack` creates all its children at once: put 1,000 posts in one, inside a \
        `ScrollView`, and 1,000 row bodies run and 1,000 `onAppear`s fire before the first frame, though \
        the screen shows a dozen. A `LazyVStack` "doesn't create items until it needs to render them \
        onscreen", as Apple's documentation says: a row's view is made, its body run and its `onAppear` \
        fired when it scrolls into view. A `List` is lazy too, and gives each row the identity of its \
        data's id, so deleting a row removes that row's view and state and leaves its neighbours' state \
        where it was. Last, `AnyLayout` changes how children are arranged without changing which views \
        they are: switched inside `withAnimation`, the same cards keep their state and move to their \
        new places, where an `if` between a `VStack` and an `HStack` would make new cards.
        """

    static var steps: [ScenarioStep] {
        [
            ScenarioStep(
                title: "A feed of 1,000 posts in a VStack appears",
                narrative: eagerNarrative,
                code: [LessonCode.lesson14Eager, LessonCode.lesson14Row].joined(separator: "\n\n")),
            ScenarioStep(
                title: "Scroll the VStack feed by 600 points",
                narrative: scrollEagerNarrative,
                action: { simulation in
                    try simulation.scroll("feed", by: scrollDistance)
                    try simulation.advance(by: 0.5)
                }),
        ]
    }
}

extension Lesson14 {
    static let eagerNarrative = """
        A `ScrollView` offers its content unlimited height, so a `VStack` inside it lays out every row, and \
        a `VStack` creates every child when it appears: frame 0 inserts 1,000 `PostRow`s, runs 1,000 row \
        bodies and fires 1,000 `onAppear`s (the impressions log says all 1,000 posts were "seen"), though \
        the 852-point screen shows about a dozen of them. The cost is paid before the first frame, and grows with \
        the feed, not with the screen.
        """

    static let scrollEagerNarrative = """
        `sim.scroll("feed", by: 600)` moves the scroll view's content up by 600 points. Nothing about a \
        row changed: no body runs, no `onAppear` fires (every row appeared in frame 0, on screen or not), \
        and the frame shows posts 10 to 21. Scrolling a `VStack` is cheap because all the work was \
        done up front.
        """

    static let lazyNarrative = """
        "next" replaces the feed with the same 1,000 posts in a `LazyVStack`. Apple's documentation: the \
        stack "doesn't create items until it needs to render them onscreen". Frame ⟨lazyFrame⟩ creates \
        ⟨lazyRows⟩ rows: the ones on the screen and the ones within viewsim's prefetch margin below it \
        (viewsim's model: SwiftUI does not document the margin), each with its body and its `onAppear`. \
        Posts ⟨lazyNext⟩ to 1,000 do not exist yet: the view graph shows them as one folded node.
        """

    static let scrollLazyNarrative = """
        Scrolling the lazy feed down by 600 points brings ⟨scrolled⟩ more rows into view: the trace \
        says each was created as it scrolled into view, caused by the scroll, with its body and its \
        `onAppear`. Scrolling back up creates nothing: the rows above were created already and are \
        kept (their `onAppear` fires again as they come back into view). The cost of a lazy stack \
        follows what the screen shows, not the size of the data.
        """

    static let deleteNarrative = """
        A `List` is lazy like the stacks, and its `ForEach` gives each row the identity of its message's \
        `id`. A tap stars Cy: the `@State` of Cy's row. Then `sim.delete(row: 1, in: "inbox")` swipes \
        Brook away: as Apple documents, the row is removed from the list first, and `onDelete` gets \
        `IndexSet([1])` and removes the message from the data. Brook's row leaves the tree with its \
        state; Cy, Dee and Eve keep their rows (no body runs with `@identity`, no text changes), so \
        Cy's star stays on Cy. Had the rows been identified by their index \
        (`ForEach(messages.indices, id: \\.self)`), row 2's star would now be on Dee.
        """

    static let switchNarrative = """
        Three cards in an `HStackLayout`, each counting its taps in `@State`; ♥ is tapped twice. \
        "switch layout" flips `isGrid` inside `withAnimation`, and `AnyLayout` switches to a \
        `VStackLayout`. Apple documents that `AnyLayout` changes the layout "without destroying the \
        state of the subviews": the three cards are the same views (no card is removed or inserted), ♥ \
        still shows 2, and each card's frame animates from its place in the row to its place in the \
        column with the transaction's animation. Written as `if isGrid { VStack { … } } else { HStack \
        { … } }`, the two branches are two different views: the switch would remove the three cards \
        with their counts and insert three new ones.
        """
}
