// Models the per-type knowledge SwiftUI's graph keeps about view layouts: each view
// type's comparison plan is computed once and reused by every comparison.
// Simplifies: one cache for the process, shared by all simulations, behind a lock.
// A plan is a pure function of its type, so sharing it cannot make two simulations
// influence each other, and the order in which types arrive changes nothing.
import Synchronization

/// The comparison plans of the view types met so far, keyed by type.
package enum ComparisonPlanCache {
    /// nil for a type that has no plan (compared by reflection only).
    private static let plans = Mutex<[ObjectIdentifier: ComparisonPlan?]>([:])

    /// The plan for `type`, computing it the first time; `sample` gives a value of `type`.
    package static func plan(for type: Any.Type, sample: () -> Any) -> ComparisonPlan? {
        let key = ObjectIdentifier(type)
        if let cached = plans.withLock({ $0[key] }) { return cached }
        // Built outside the lock: two threads may both build a type's plan, and
        // the two plans are the same.
        let plan = ComparisonPlan(for: type, sample: sample())
        plans.withLock { _ = $0.updateValue(plan, forKey: key) }
        return plan
    }
}
