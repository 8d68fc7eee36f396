// Models the names of Apple's `Observation` module as the `@Observable` macro's expansion spells
// them: `Observation.ObservationRegistrar()` and `extension Model: Observation.Observable`.
// In a file that imports viewsim (or viewsim's `SwiftUI`), this namespace is found before the
// module of the same name (Swift looks up a type before a module), so Apple's own macro builds
// models on viewsim's registrar: each body's reads and each write are recorded per property,
// in viewsim's graph. Code that imports only `Observation` keeps Apple's registrar, which
// viewsim still tracks through `withObservationTracking` (docs/ARCHITECTURE.md, "Who records
// what a body read").
// Simplifies: viewsim's model; `Observation.Observable` is Apple's protocol itself.
import ViewSimObservationBridge

/// The `Observation` names that Apple's `@Observable` macro writes out in full, as viewsim
/// supplies them.
///
/// You do not use this type directly. In a file that imports viewsim's `SwiftUI` (or
/// `ViewSim`), Swift finds this namespace before the `Observation` module of the same name,
/// so a model written with Apple's `@Observable` macro gets viewsim's
/// ``ObservationRegistrar``, which records what each body read and names each write:
///
/// ```swift
/// import SwiftUI
///
/// @Observable final class ModelData {     // Apple's macro, unchanged
///     var landmarks: [Landmark] = []
/// }
/// // expands to `let _$observationRegistrar = Observation.ObservationRegistrar()`:
/// // viewsim's registrar, so the trace says `ModelData.landmarks: 2 → 3`.
/// ```
///
/// viewsim's model: a spelling that names Apple's module (`Observation.withObservationTracking`)
/// reaches the same functions through this namespace.
public enum Observation {
    /// viewsim's registrar (``ViewSim/ObservationRegistrar``), which the `@Observable` macro's
    /// expansion creates.
    public typealias ObservationRegistrar = ViewSim.ObservationRegistrar

    /// Apple's `Observable` protocol: a model made by either registrar conforms to it.
    public typealias Observable = AppleObservable

    /// Tracks the observable properties `apply` reads, with either registrar, and calls
    /// `onChange` once, before the first of them changes (``ViewSim/withObservationTracking(_:onChange:)``).
    public static func withObservationTracking<T>(
        _ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void
    ) -> T {
        ViewSim.withObservationTracking(apply, onChange: onChange())
    }
}
