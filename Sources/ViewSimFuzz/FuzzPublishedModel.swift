// Models an app's `ObservableObject` with `@Published` properties: three integers
// and a list of ids. One is shared by the whole run; `@StateObject` hosts make more.
import ViewSim

/// An `ObservableObject` for fuzz runs.
public final class FuzzPublishedModel: ObservableObject {
    @Published public var p0 = 0
    @Published public var p1 = 0
    @Published public var p2 = 0
    @Published public var items: [Int] = [1, 2, 3]

    public init() {}

    /// Reads `p<k>` (k modulo 3).
    public func get(_ k: Int) -> Int {
        switch ((k % 3) + 3) % 3 {
        case 0: return p0
        case 1: return p1
        default: return p2
        }
    }

    /// Writes `p<k>` (k modulo 3).
    public func set(_ k: Int, _ value: Int) {
        switch ((k % 3) + 3) % 3 {
        case 0: p0 = value
        case 1: p1 = value
        default: p2 = value
        }
    }
}
