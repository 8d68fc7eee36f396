// Models a custom environment key, as apps declare them, read by
// `FuzzEnvironmentReader` and written with `.environment(\.fuzzValue, …)`.
import ViewSim

/// The custom environment key of fuzz trees.
struct FuzzValueKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// The fuzz trees' environment value.
    var fuzzValue: Int {
        get { self[FuzzValueKey.self] }
        set { self[FuzzValueKey.self] = newValue }
    }
}
