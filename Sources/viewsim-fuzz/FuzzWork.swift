// Models the work one case did in a worker, which its CPU budget allows for:
// the events its trace recorded, the views the layout checks laid out again and
// the views its own frames laid out (one run of the case; the worker runs it
// twice, and both runs count).
// Simplifies: three counts stand for all the work; the calibration (about 10 µs of
// CPU per unit for the largest cases of seed 1, 5 to 100 µs for small ones, 143
// µs for the quadratic safe-area walk the fuzzer found in issue 27) is in
// docs/Fuzzing.md.

/// What one case did, as its worker reported it (`work <index> <events> <checked views> <laid-out views>`).
struct FuzzWork: Sendable, Equatable {
    /// Events the first run's trace recorded.
    var events = 0
    /// Views the first run's layout checks laid out again, over all the checks.
    var checkedViews = 0
    /// Views the first run's own frames measured and placed afresh: an update loop that changes
    /// the size of a view at the bottom of a chain 3,420 levels deep lays the chain out again in
    /// each of its 600 frames, work no trace event stands for. Subviews custom layouts measured
    /// through their proxies count a hundredth each (`FuzzRunner.layoutWork(of:)`).
    var laidOutViews = 0

    /// The units of work the budget allows for: `events + checkedViews + laidOutViews`.
    var units: Int { events + checkedViews + laidOutViews }

    /// The CPU seconds a case may take before it is slow: `base`, plus `microsecondsPerUnit`
    /// for each unit of work. A case that does ten times the work may take about ten times
    /// the time; one whose cost per unit grows with its size (a walk to the root for every
    /// view) still exceeds it.
    ///
    /// ```swift
    /// FuzzWork(events: 90_000, checkedViews: 10_000).budget(base: 2, microsecondsPerUnit: 20)  // 4.0
    /// ```
    func budget(base: Double, microsecondsPerUnit: Double) -> Double {
        base + Double(units) * microsecondsPerUnit / 1_000_000
    }
}
