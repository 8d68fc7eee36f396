// Models an app's `@Observable` model: eight integer properties and a list of ids, shared by
// every view of one fuzz run. Built on viewsim's registrar (the file imports ViewSim), which the
// first run of each case cross-checks against Apple's tracking (`observationCrossCheck`).
import Observation
import ViewSim

/// The shared `@Observable` model of a fuzz run.
@Observable
public final class FuzzObservableModel {
    public var p0 = 0
    public var p1 = 0
    public var p2 = 0
    public var p3 = 0
    public var p4 = 0
    public var p5 = 0
    public var p6 = 0
    public var p7 = 0
    public var items: [Int] = [1, 2, 3]

    public init() {}

    /// How many integer properties there are (`p0`…`p7`).
    public static let propertyCount = 8

    /// Reads `p<k>` (k modulo 8).
    public func get(_ k: Int) -> Int {
        switch ((k % 8) + 8) % 8 {
        case 0: return p0
        case 1: return p1
        case 2: return p2
        case 3: return p3
        case 4: return p4
        case 5: return p5
        case 6: return p6
        default: return p7
        }
    }

    /// Writes `p<k>` (k modulo 8).
    public func set(_ k: Int, _ value: Int) {
        switch ((k % 8) + 8) % 8 {
        case 0: p0 = value
        case 1: p1 = value
        case 2: p2 = value
        case 3: p3 = value
        case 4: p4 = value
        case 5: p5 = value
        case 6: p6 = value
        default: p7 = value
        }
    }
}
