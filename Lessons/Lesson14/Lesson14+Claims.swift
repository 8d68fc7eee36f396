// The claims of lesson 14 and their checks against the trace: how many row
// bodies and onAppears each feed runs when it appears and when it scrolls, the
// List row that a delete removes (and the neighbours it leaves alone), and the
// cards that an AnyLayout switch keeps and moves.
import ViewSim

extension Lesson14 {
    /// The rows of one step: the posts whose row body ran, and the onAppears fired.
    struct RowActivity {
        /// The nodes of the `PostRow`s whose body ran, in order.
        var bodies: [NodeRef] = []
        /// The onAppear actions run.
        var appearances = 0
        /// The `PostRow`s inserted.
        var inserted = 0
    }

    /// The rows at the lazy feed's first appearance: those reaching into the scroll view's
    /// 824-point viewport (its content starts below the 31 points of it under the status
    /// bar's safe area) and half a viewport below, at 68 points a row (60 and the default
    /// spacing of 8).
    static let lazyRowsAtAppearance = 18

    /// What the feed's rows did in `step` (in its frames within `frames`).
    static func rowActivity(_ trace: Trace, step: Int, frames: ClosedRange<Int> = 0...Int.max) -> RowActivity {
        var activity = RowActivity()
        for frame in trace.frames(inStep: step) where frames.contains(frame.index) {
            for event in frame.events {
                switch event.kind {
                case .bodyEvaluated(let node, _) where node.is(PostRow.self):
                    activity.bodies.append(node)
                case .inserted(let node, _, _, _) where node.is(PostRow.self):
                    activity.inserted += 1
                case .actionRun(_, let label, _) where label == "onAppear":
                    activity.appearances += 1
                default:
                    break
                }
            }
        }
        return activity
    }

    /// The frames of `step` in which a script event scrolled.
    static func scrollFrames(_ trace: Trace, step: Int) -> [Int] {
        trace.frames(inStep: step).filter { frame in
            frame.events.contains { if case .script(let label) = $0.kind { label.hasPrefix("scroll") } else { false } }
        }.map(\.index)
    }

    /// The geometry animations started in `step` for the views named `name`, with where they came from.
    static func geometryAnimations(_ trace: Trace, step: Int, named name: String) -> [AnimationOrigin?] {
        AnimationQuery.events(trace, steps: step...step, node: nil).compactMap { event in
            guard event.attribute == "geometry", event.node.label == ".accessibilityIdentifier(\"\(name)\")",
                case .started(_, _, _, let origin) = event.phase
            else { return nil }
            return origin
        }
    }

    /// The nodes inserted and removed in `step` from `frame` on, and whether the removed ones had state.
    static func insertionsAndRemovals(in trace: Trace, step: Int, from frame: Int = 0) -> (
        inserted: [NodeRef], removed: [(node: NodeRef, droppedState: Bool)]
    ) {
        var inserted: [NodeRef] = []
        var removed: [(NodeRef, Bool)] = []
        for event in trace.frames(inStep: step).filter({ $0.index >= frame }).flatMap(\.events) {
            switch event.kind {
            case .inserted(let node, _, _, _): inserted.append(node)
            case .removed(let node, _, _, let droppedState): removed.append((node, droppedState))
            default: break
            }
        }
        return (inserted, removed)
    }

    /// The text changes (old → new) of `Text`s in the frames of `step` from `frame` on.
    static func textChanges(_ trace: Trace, step: Int, from frame: Int) -> [String] {
        trace.frames(inStep: step).filter { $0.index >= frame }.flatMap(\.events).compactMap { event in
            guard case .attributeChanged(_, "text", let old, let new) = event.kind else { return nil }
            return "\(old) → \(new)"
        }
    }

    /// The frame of the first script event of `step` whose label starts with `prefix`.
    static func frame(ofScript prefix: String, in trace: Trace, step: Int) -> Int? {
        trace.frames(inStep: step).first { frame in
            frame.events.contains { if case .script(let label) = $0.kind { label.hasPrefix(prefix) } else { false } }
        }?.index
    }

    static var claims: [ScenarioClaim] {
        [
            ScenarioClaim(
                "The VStack feed creates every row when it appears: 1,000 row bodies run and 1,000 onAppears fire in frame 0"
            ) { trace in
                let rows = rowActivity(trace, step: Step.appear)
                return rows.bodies.count == postCount && rows.appearances == postCount
                    ? nil : "\(rows.bodies.count) row bodies ran and \(rows.appearances) onAppears fired"
            },
            ScenarioClaim(
                "Scrolling the VStack feed by 600 points runs no row body and fires no onAppear: every row already exists"
            ) { trace in
                let rows = rowActivity(trace, step: Step.scrollEager)
                guard !scrollFrames(trace, step: Step.scrollEager).isEmpty else { return "nothing scrolled" }
                return rows.bodies.isEmpty && rows.appearances == 0
                    ? nil : "\(rows.bodies.count) row bodies ran and \(rows.appearances) onAppears fired"
            },
            ScenarioClaim(
                "The LazyVStack feed creates only the rows on the screen and half a screen below it (viewsim's prefetch margin): 18 of the 1,000 row bodies run, each row's onAppear fires once"
            ) { trace in
                let rows = rowActivity(trace, step: Step.lazyAppear)
                return rows.bodies.count == lazyRowsAtAppearance && rows.appearances == rows.bodies.count
                    ? nil : "\(rows.bodies.count) row bodies ran and \(rows.appearances) onAppears fired"
            },
            ScenarioClaim(
                "Scrolling the lazy feed down by 600 points creates the 9 rows that came into reach, in the scroll's frame, each with its onAppear; scrolling back creates none: the rows above were kept"
            ) { trace in
                let scrolls = scrollFrames(trace, step: Step.scrollLazy)
                guard scrolls.count == 2 else { return "\(scrolls.count) scrolls, not 2" }
                let down = rowActivity(trace, step: Step.scrollLazy, frames: scrolls[0]...scrolls[0])
                let earlier = Set(rowActivity(trace, step: Step.lazyAppear).bodies.map(\.id))
                let new = Set(down.bodies.map(\.id)).subtracting(earlier)
                guard down.bodies.count == 9, new.count == 9, down.appearances == 9 else {
                    return
                        "scrolling down ran \(down.bodies.count) row bodies (\(new.count) new rows) and \(down.appearances) onAppears"
                }
                let back = rowActivity(trace, step: Step.scrollLazy, frames: scrolls[1]...Int.max)
                return back.bodies.isEmpty && back.inserted == 0
                    ? nil : "scrolling back ran \(back.bodies.count) row bodies and inserted \(back.inserted) rows"
            },
            ScenarioClaim(
                "Deleting Brook from the List removes Brook's row with its state; no row is created anew and no row shows another message, so Cy keeps its star"
            ) { trace in
                guard let delete = frame(ofScript: "delete", in: trace, step: Step.delete) else { return "no delete" }
                let rows = insertionsAndRemovals(in: trace, step: Step.delete, from: delete)
                let insertedRows = rows.inserted.filter { $0.is(MessageRow.self) }
                guard rows.removed.count == 1, rows.removed[0].droppedState, insertedRows.isEmpty else {
                    return
                        "after the delete \(rows.removed.count) views were removed (state dropped: \(rows.removed.map(\.droppedState))), \(insertedRows.count) rows inserted"
                }
                let changes = textChanges(trace, step: Step.delete, from: delete)
                return changes.isEmpty ? nil : "after the delete the texts changed: \(changes)"
            },
            ScenarioClaim(
                "Switching the AnyLayout keeps the three cards: none is removed or inserted, and ♥ still counts its 2 taps"
            ) { trace in
                guard let switched = frame(ofScript: "tap \"switch layout\"", in: trace, step: Step.switchLayout) else {
                    return "no tap on switch layout"
                }
                let changes = insertionsAndRemovals(in: trace, step: Step.switchLayout, from: switched)
                let cards = changes.inserted.filter { $0.is(Card.self) }
                guard changes.removed.isEmpty, cards.isEmpty else {
                    return
                        "the switch removed \(changes.removed.map(\.node)) and inserted \(cards.count) cards"
                }
                let texts = textChanges(trace, step: Step.switchLayout, from: switched)
                return texts.isEmpty ? nil : "after the switch the texts changed: \(texts)"
            },
            ScenarioClaim(
                "The cards move to their places in the column with withAnimation's animation: ♥'s and ♦'s frames animate from the row, and ♠, first in both, keeps its place in the layout"
            ) { trace in
                let moves = CardDeck.suits.map { geometryAnimations(trace, step: Step.switchLayout, named: $0) }
                let fromWithAnimation = moves.map { origins in
                    origins.count == 1 && { if case .withAnimation? = origins[0] { true } else { false } }()
                }
                return fromWithAnimation == [false, true, true] && moves[0].isEmpty
                    ? nil
                    : "the cards' geometry animations: \(zip(CardDeck.suits, moves).map { "\($0): \($1.map { $0?.description ?? "no origin" })" })"
            },
        ]
    }
}
