// Models for tests built on Apple's Observation registrar: this module imports `Observation`
// and not viewsim, so Apple's `@Observable` macro gives these models Apple's
// `ObservationRegistrar`. ViewSimTests declares the same models where the macro gives them
// viewsim's registrar, and checks that both behave alike (ObservationRegistrarTests).
// Simplifies: fixtures only.
import Observation

/// A counter with each kind of property Observation treats differently.
@Observable
public final class AppleCounter {
    public var count = 0
    public var name = "a"
    @ObservationIgnored public var ignored = 0
    /// Computed: a read of it is a read of `count`.
    public var doubled: Int { count * 2 }
    public var items: [Int] = []

    public init() {}

    /// Reports a change of `count` without changing it (the macro's `withMutation` is internal).
    public func touchCount() { withMutation(keyPath: \.count) {} }
}

/// An observable base class.
@Observable
public class AppleBase {
    public var base = 0
    public init() {}
}

/// An observable subclass of an observable class: each class keeps its own registrar.
@Observable
public final class AppleDerived: AppleBase {
    public var derived = 0
}
