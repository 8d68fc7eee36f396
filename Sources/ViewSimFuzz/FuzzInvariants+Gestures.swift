// Models the promises about gestures that every touch must keep, read from the
// trace (`FuzzGestureFacts`): each gesture's events come in a legal order (at most
// one `waiting`, before it begins; at most one `began`; an `ended` that says it had
// begun after a `began`, one that says why it won without one; nothing after
// `ended`, `failed` or `lost`); at most one exclusive gesture (not a
// `.simultaneousGesture`) begins or ends in a touch; an ending callback runs at most
// once per gesture per touch; and every `@GestureState` a touch wrote is back at its
// initial value when the touch is over, unless its view was removed.
// Simplifies: a step is a touch (the touch verbs run one gesture session each).

extension FuzzInvariants {
    /// Every gesture check, over every touch.
    public static func gestures(_ facts: FuzzGestureFacts) -> [FuzzViolation] {
        var order: [FuzzViolation] = []
        var callbacks: [FuzzViolation] = []
        var states: [FuzzViolation] = []
        for touch in facts.touches {
            order += gestureOrder(touch)
            callbacks += gestureCallbacks(touch)
            states += gestureState(touch)
        }
        return limited(order) + limited(callbacks) + limited(states)
    }

    /// The events of each gesture in the touch are in a legal order, and at most one exclusive
    /// gesture began or ended.
    static func gestureOrder(_ touch: FuzzGestureFacts.Touch) -> [FuzzViolation] {
        var found: [FuzzViolation] = []
        var seen: [String: [String]] = [:]
        var winners: [String] = []
        for event in touch.events {
            let before = seen[event.gesture, default: []]
            func bad(_ why: String) {
                found.append(
                    FuzzViolation(
                        .gestureOrder,
                        "\(touch.step): \(event.gesture) \(event.phase) \(why) (before it: \(before.isEmpty ? "nothing" : before.joined(separator: ", ")))"
                    ))
            }
            if let last = before.last, ["ended", "failed", "lost"].contains(last) {
                bad("after it \(last)")
            } else {
                switch event.phase {
                case "waiting" where before.contains("waiting") || before.contains("began"):
                    bad("again, or after it began")
                case "began" where before.contains("began"): bad("twice")
                case "ended" where event.hadBegun && !before.contains("began"): bad("as begun, but it never began")
                case "ended" where !event.hadBegun && before.contains("began"):
                    bad("as recognised at once, but it had begun")
                default: break
                }
            }
            seen[event.gesture] = before + [event.phase]
            if event.exclusive, event.phase == "began" || event.phase == "ended", !winners.contains(event.gesture) {
                winners.append(event.gesture)
                if winners.count == 2 {
                    found.append(
                        FuzzViolation(
                            .gestureOrder,
                            "\(touch.step): two exclusive gestures won one touch: \(winners[0]) and \(winners[1])"))
                }
            }
        }
        return found
    }

    /// Each gesture's ending callback ran at most once in the touch.
    static func gestureCallbacks(_ touch: FuzzGestureFacts.Touch) -> [FuzzViolation] {
        var counts: [String: Int] = [:]
        var found: [FuzzViolation] = []
        for ending in touch.endings {
            counts[ending, default: 0] += 1
            if counts[ending] == 2 {
                found.append(FuzzViolation(.gestureCallbacks, "\(touch.step): \(ending) ran more than once"))
            }
        }
        return found
    }

    /// Every `@GestureState` the touch wrote is back at its initial value, unless its view is gone.
    static func gestureState(_ touch: FuzzGestureFacts.Touch) -> [FuzzViolation] {
        var last: [String: FuzzGestureFacts.StateWrite] = [:]
        var order: [String] = []
        for write in touch.writes {
            if last[write.property] == nil { order.append(write.property) }
            last[write.property] = write
        }
        return order.compactMap { property in
            guard let write = last[property], write.new != write.initial, !touch.gone.contains(write.node) else {
                return nil
            }
            return FuzzViolation(
                .gestureState,
                "\(touch.step): \(property) is \(write.new) after the touch, not its initial \(write.initial)")
        }
    }
}
