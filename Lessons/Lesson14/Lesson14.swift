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
            ScenarioStep(
                title: "The same feed in a LazyVStack appears",
                narrative: lazyNarrative,
                code: LessonCode.lesson14Lazy,
                action: { simulation in
                    try simulation.tap("next")
                }),
            ScenarioStep(
                title: "Scroll the LazyVStack feed down by 600 points, then back",
                narrative: scrollLazyNarrative,
                action: { simulation in
                    try simulation.scroll("lazy feed", by: scrollDistance)
                    try simulation.advance(by: 0.5)
                    try simulation.scroll("lazy feed", by: -scrollDistance)
                    try simulation.advance(by: 0.5)
                }),
            ScenarioStep(
                title: "Star Cy, then delete Brook from the List",
                narrative: deleteNarrative,
                code: [LessonCode.lesson14Inbox, LessonCode.lesson14MessageRow].joined(separator: "\n\n"),
                action: { simulation in
                    try simulation.tap("next")
                    try simulation.tap("star Cy")
                    try simulation.delete(row: 1, in: "inbox")
                    try simulation.advance(by: 0.5)
                }),
            ScenarioStep(
                title: "Tap ♥ twice, then switch the AnyLayout from a row to a column",
                narrative: switchNarrative,
                code: [LessonCode.lesson14Deck, LessonCode.lesson14Card].joined(separator: "\n\n"),
                action: { simulation in
                    try simulation.tap("next")
                    try simulation.tap("♥")
                    try simulation.tap("♥")
                    try simulation.tap("switch layout")
                    try simulation.advance(by: 1)
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
        stack "doesn't create items until it needs to render them onscreen". Frame 32 creates 18 rows, \
        not 1,000: the ones that reach into the 824-point viewport (its content starts 31 points down, \
        below the status bar's safe area) and those within half a viewport below it, viewsim's prefetch \
        margin (SwiftUI does not document its margin). Each of the 18 gets its body run and its \
        `onAppear` fired; posts 19 to 1,000 have no view, no body run and no `onAppear` yet (the view \
        graph folds them into one node, "rows 18–999 not created", counting rows from 0). The stack \
        first creates one row to measure, then, in a second pass of the same frame, the rest of the \
        rows its window reaches.
        """

    static let scrollLazyNarrative = """
        Scrolling the lazy feed down by 600 points brings 9 more rows within reach, posts 19 to 27: in \
        the scroll's frame each is created, its body runs and its `onAppear` fires. Nothing else runs: \
        the rows already there are only moved. Posts 1 and 2 are now more than half a viewport above \
        the screen; their views are kept, with their state. Scrolling back up creates nothing: rows 1 \
        and 2 come back into reach and fire `onAppear` again (a row's `onAppear` fires each time it \
        comes into view, not once), but no row body runs and no row is inserted. The cost of a lazy \
        stack follows what the screen shows, not the size of the data.
        """

    static let deleteNarrative = """
        A `List` is lazy like the stacks, and its `ForEach` gives each row the identity of its message's \
        `id`. A tap stars Cy: that is the `@State` of Cy's row. Then `sim.delete(row: 1, in: "inbox")` \
        swipes Brook away. As Apple documents, `onDelete` is called after the row has been removed from \
        the list, with the offsets in the data, `IndexSet([1])`, and must delete the item: \
        `messages.remove(atOffsets:)` writes `_messages` (the trace names the removed element, id 1). \
        The inbox's body runs, its `ForEach` goes from 5 rows to 4, and the rows of ids 0, 2, 3 and 4 \
        are offered their unchanged messages and skipped: no row body runs, no text changes. Brook's \
        row leaves the tree and its state is dropped; Cy's row is the same view as before, so its star \
        stays on Cy. Identified by index instead (`ForEach(messages.indices, id: \\.self)`), row 2 \
        would keep the star and show Dee, and the last row, Eve's, would be the one removed.
        """

    static let switchNarrative = """
        Three cards in an `HStackLayout`, each counting its taps in `@State`; ♥ is tapped twice. \
        "switch layout" flips `isGrid` inside `withAnimation`, and `AnyLayout` switches to a \
        `VStackLayout`. Apple documents that `AnyLayout` changes the layout "without destroying the \
        state of the subviews": the three cards are the same views (no card is removed or inserted, no \
        body runs but the deck's), ♥ still shows 2, and the layout only moves them. Because the update \
        ran in an animated transaction, each move animates with its animation (`.default`): ♥ from \
        (88, 0) to (0, 88) in the layout, ♦ from (176, 0) to (0, 176), ♠ stays at (0, 0), and the deck \
        itself narrows and grows as a whole; the trace marks each frame "◔ … animates with default, \
        from withAnimation". Written as `if isGrid { VStack { … } } else { HStack \
        { … } }`, the two branches are two different views: the switch would remove the three cards \
        with their counts and insert three new ones.
        """
}
