// The trigger of an animator: a type-erased Equatable value, so that views can store `some Equatable`
// triggers (PhaseAnimator, KeyframeAnimator) and watch them with onChange.

/// Any `Equatable` value, compared with its own `==`.
public struct AnimatorTrigger: Equatable, CustomStringConvertible {
    let base: Any
    private let isEqualTo: (Any) -> Bool

    public init<Value: Equatable>(_ value: Value) {
        base = value
        isEqualTo = { ($0 as? Value) == value }
    }

    public static func == (lhs: AnimatorTrigger, rhs: AnimatorTrigger) -> Bool {
        lhs.isEqualTo(rhs.base)
    }

    public var description: String { ValueFormatter.describe(base) }
}
