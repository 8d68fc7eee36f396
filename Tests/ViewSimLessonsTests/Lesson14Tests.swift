import ViewSim
import ViewSimTesting
// Tests lesson14 (what a screen creates is what is visible): its claims hold,
// the counts read straight from the trace, its trace text matches the golden
// file, and the claims fail for the code the lesson warns about: a feed in a
// VStack where the lesson says LazyVStack, a List whose rows are identified by
// their index, and an `if` between two stacks instead of one AnyLayout.
import XCTest

@testable import ViewSimLessons

final class Lesson14Tests: XCTestCase {
    func testEveryClaimHolds() throws {
        let run = try Lesson14.lesson.run()
        XCTAssertEqual(run.claimResults.count, Lesson14.lesson.claims.count)
        for result in run.claimResults {
            XCTAssertTrue(result.holds, "\(result.claim.statement): \(result.failure ?? "")")
        }
    }

    func testIsRegisteredAndComplete() throws {
        let lesson = try XCTUnwrap(LessonCatalog.lesson(id: "lesson14"))
        XCTAssertEqual(LessonCatalog.all.map(\.name).firstIndex(of: "lesson14"), 13)
        XCTAssertTrue((lesson.narrative?.source ?? "").hasPrefix("Apple's documentation"))
        XCTAssertFalse((lesson.narrative?.introduction ?? "").isEmpty)
        XCTAssertGreaterThanOrEqual(lesson.claims.count, 3)
        XCTAssertTrue(lesson.steps.allSatisfy { !($0.narrative ?? "").isEmpty })
        let run = try lesson.run()
        XCTAssertEqual(run.trace.steps.map(\.title).dropFirst(), lesson.steps.map(\.title).dropFirst())
    }

    /// The trace from step 1 on, after step 0's summary: step 0 creates 1,000 rows, 184 KB of
    /// trace, too long to review (`LessonTraceFingerprintTests` pins the whole trace).
    func testGoldenTrace() throws {
        let trace = try Lesson14.lesson.run().trace
        var text = "step 0, summarised\n" + trace.summary(step: Lesson14.Step.appear).map { "  \($0)\n" }.joined()
        for step in Lesson14.Step.scrollEager..<trace.steps.count {
            text += trace.text(step: step, options: TraceTextOptions(foldsRepeatedFrames: true))
        }
        assertGolden(text, named: "lesson14.trace.txt")
    }

    /// Each variant's failing claims, printed so their messages can be read.
    private func failingClaims<Root: View>(_ root: @escaping @MainActor @Sendable () -> Root) throws -> [Int] {
        let results = try Lesson14.lesson.replacingRoot(root).run().claimResults
        for result in results where !result.holds {
            print("expected failure ✗ \(result.claim.statement)\n  \(result.failure ?? "")")
        }
        return results.enumerated().filter { !$0.element.holds }.map(\.offset)
    }

    /// Both feeds in a LazyVStack: the claims about the VStack's cost must fail.
    func testClaimsFailWhenTheVStackFeedIsLazy() throws {
        XCTAssertEqual(try failingClaims { VariantRoot(feeds: .lazyEverywhere) }, [0, 1])
    }

    /// Both feeds in a VStack: the claims about the LazyVStack must fail.
    func testClaimsFailWhenTheLazyFeedIsAVStack() throws {
        XCTAssertEqual(try failingClaims { VariantRoot(feeds: .eagerEverywhere) }, [2, 3])
    }

    /// Rows identified by their index: the delete moves Cy's star to Dee.
    func testClaimsFailWhenTheListIsIdentifiedByIndex() throws {
        XCTAssertEqual(try failingClaims { VariantRoot(indexedInbox: true) }, [4])
    }

    /// An `if` between two stacks: the switch makes new cards, ♥'s count is lost, nothing moves.
    func testClaimsFailWhenTheLayoutIsAnIf() throws {
        XCTAssertEqual(try failingClaims { VariantRoot(deckWithIf: true) }, [5, 6])
    }

    /// The AnyLayout switched without withAnimation: the cards are kept but jump.
    func testClaimsFailWhenTheSwitchIsNotAnimated() throws {
        XCTAssertEqual(try failingClaims { VariantRoot(deckWithoutAnimation: true) }, [6])
    }

    /// The counts the narratives state, read from the trace.
    func testTheNumbersTheNarrativesState() throws {
        let trace = try Lesson14.lesson.run().trace
        let lazy = Lesson14.rowActivity(trace, step: Lesson14.Step.lazyAppear)
        XCTAssertEqual(lazy.bodies.count, 18)
        XCTAssertEqual(trace.frames(inStep: Lesson14.Step.lazyAppear).map(\.index), [32])
        let scrolls = Lesson14.scrollFrames(trace, step: Lesson14.Step.scrollLazy)
        XCTAssertEqual(scrolls.count, 2)
        let down = Lesson14.rowActivity(trace, step: Lesson14.Step.scrollLazy, frames: scrolls[0]...scrolls[0])
        XCTAssertEqual(down.inserted, 9)
        let back = Lesson14.rowActivity(trace, step: Lesson14.Step.scrollLazy, frames: scrolls[1]...Int.max)
        XCTAssertEqual(back.appearances, 2, "posts 1 and 2 come back into reach")
        XCTAssertEqual(back.inserted, 0)
    }

    /// The lazy feed's frame draws the rows it created, each clipped to the scroll view's
    /// viewport; the VStack feed's draws every row it has.
    func testTheFeedsDrawWhatTheyCreated() throws {
        var drawn: [Int: [String]] = [:]
        var unclipped = 0
        _ = try Lesson14.lesson.run { step, simulation in
            guard step == Lesson14.Step.appear || step == Lesson14.Step.lazyAppear else { return }
            drawn[step] = simulation.displayList().items.compactMap { item -> String? in
                guard case .text(let run) = item.content, run.string.hasPrefix("Post ") else { return nil }
                if item.clips.isEmpty { unclipped += 1 }
                return run.string
            }
        }
        XCTAssertEqual(drawn[Lesson14.Step.lazyAppear], (1...18).map { "Post \($0)" })
        XCTAssertEqual(drawn[Lesson14.Step.appear]?.count, Lesson14.postCount)
        XCTAssertEqual(unclipped, 0, "every row is drawn clipped to its scroll view's viewport")
    }

    /// What the screen shows after the delete and at the end: Cy's star, Brook gone, ♥'s count.
    func testTheScreenShowsTheKeptState() throws {
        var seen: [Int: [String?]] = [:]
        let run = try Lesson14.lesson.run { step, simulation in
            switch step {
            case Lesson14.Step.delete:
                seen[step] = ["Cy", "Dee", "Brook"].map { simulation.text(of: "star \($0)") }
            default: break
            }
        }
        XCTAssertEqual(seen[Lesson14.Step.delete], ["★", "☆", nil], "Cy keeps its star; Brook's row is gone")
        XCTAssertEqual(run.simulation.text(of: "♥"), "♥ 2")
    }
}

/// Lesson 14's harness with one of the examples replaced by a variant the lesson warns about.
private struct VariantRoot: View {
    enum Feeds { case asTheLessonWrites, lazyEverywhere, eagerEverywhere }
    var feeds = Feeds.asTheLessonWrites
    /// The inbox's rows identified by their index (`ForEach(messages.indices, id: \.self)`).
    var indexedInbox = false
    /// The deck as `if isGrid { VStack } else { HStack }`.
    var deckWithIf = false
    /// The deck's switch without `withAnimation`.
    var deckWithoutAnimation = false
    @State private var example = Lesson14.Example.eagerFeed
    let posts = Lesson14.Post.feed()
    let log = Lesson14.ImpressionLog()

    var body: some View {
        VStack {
            Text("next")
                .onTapGesture { example = Lesson14.Example(rawValue: example.rawValue + 1) ?? .eagerFeed }
                .accessibilityIdentifier("next")
            switch example {
            case .eagerFeed:
                VariantFeed(lazy: feeds == .lazyEverywhere, name: "feed", posts: posts, log: log)
            case .lazyFeed:
                VariantFeed(lazy: feeds != .eagerEverywhere, name: "lazy feed", posts: posts, log: log)
            case .inbox:
                if indexedInbox { IndexedInbox() } else { Lesson14.Inbox() }
            case .cards:
                if deckWithIf || deckWithoutAnimation {
                    VariantDeck(withIf: deckWithIf)
                } else {
                    Lesson14.CardDeck()
                }
            }
        }
    }
}

/// A feed in a LazyVStack or a VStack, under the name the script scrolls.
private struct VariantFeed: View {
    let lazy: Bool
    let name: String
    let posts: [Lesson14.Post]
    let log: Lesson14.ImpressionLog

    var body: some View {
        ScrollView {
            if lazy {
                LazyVStack {
                    ForEach(posts) { Lesson14.PostRow(post: $0, log: log) }
                }
            } else {
                VStack {
                    ForEach(posts) { Lesson14.PostRow(post: $0, log: log) }
                }
            }
        }
        .accessibilityIdentifier(name)
    }
}

/// The inbox with its rows identified by their index: a delete shifts every later row's state.
private struct IndexedInbox: View {
    @State private var messages = Lesson14.Message.samples

    var body: some View {
        List {
            ForEach(messages.indices, id: \.self) { index in
                Lesson14.MessageRow(message: messages[index])
            }
            .onDelete { offsets in
                messages.remove(atOffsets: offsets)
            }
        }
        .accessibilityIdentifier("inbox")
    }
}

/// The deck with an `if` between a VStack and an HStack (two branches, two sets of cards),
/// or with its AnyLayout switched outside `withAnimation`.
private struct VariantDeck: View {
    let withIf: Bool
    @State private var isGrid = false

    var body: some View {
        VStack {
            Text("switch layout")
                .onTapGesture {
                    if withIf {
                        withAnimation { isGrid.toggle() }
                    } else {
                        isGrid.toggle()
                    }
                }
                .accessibilityIdentifier("switch layout")
            if withIf {
                if isGrid {
                    VStack { cards }
                } else {
                    HStack { cards }
                }
            } else {
                let layout = isGrid ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
                layout { cards }
            }
        }
    }

    private var cards: some View {
        ForEach(Lesson14.CardDeck.suits, id: \.self) { Lesson14.Card(suit: $0) }
    }
}
