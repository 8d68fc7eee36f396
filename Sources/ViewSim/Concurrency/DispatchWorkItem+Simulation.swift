// Models nothing of SwiftUI: notices a `DispatchWorkItem` made while a simulation
// runs, which viewsim cannot simulate, and reports it once as not modelled.
// `DispatchQueue.main.async(execute:)` and `asyncAfter(deadline:execute:)` with a
// work item are Dispatch's own (an overload with their signature is ambiguous), so
// the item goes to the real main queue, which no simulation drains; the item's
// initialisers can be taken, so the report comes where the item is made, in the
// body, action or task that makes it, the same in every run.
// Simplifies: `DispatchWorkItem(qos:flags:block:)` with both written is Dispatch's
// own (as ambiguous) and is not reported; an item made only to `perform()` it at
// once is reported too (its block does run).
import Dispatch

extension DispatchWorkItem {
    /// Makes a work item that runs `block`, as Dispatch's initialiser does; inside a
    /// simulation, also reports that its work is not simulated.
    ///
    /// ```swift
    /// Button("Search") {
    ///     pending?.cancel()
    ///     pending = DispatchWorkItem { search(query) }
    ///     DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: pending!)
    ///     // ⚠ viewsim: a DispatchWorkItem made in a simulation is not modelled: …
    /// }
    /// ```
    ///
    /// viewsim's model: the item is Dispatch's, and so is the queue it is sent to:
    /// its block runs, if ever, when something runs the real main queue, outside
    /// simulated time. Write the closure itself
    /// (`DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { … }`), or for a
    /// debounce keep a `Task` and cancel it; both are simulated.
    public convenience init(block: @escaping @Sendable () -> Void) {
        Self.reportInSimulation()
        self.init(qos: .unspecified, flags: [], block: block)
    }

    /// Makes a work item with a quality of service, as Dispatch's initialiser does;
    /// inside a simulation, also reports that its work is not simulated (see
    /// ``init(block:)``).
    public convenience init(qos: DispatchQoS, block: @escaping @Sendable () -> Void) {
        Self.reportInSimulation()
        self.init(qos: qos, flags: [], block: block)
    }

    /// Makes a work item with flags, as Dispatch's initialiser does; inside a
    /// simulation, also reports that its work is not simulated (see ``init(block:)``).
    public convenience init(flags: DispatchWorkItemFlags, block: @escaping @Sendable () -> Void) {
        Self.reportInSimulation()
        self.init(qos: .unspecified, flags: flags, block: block)
    }

    /// Reports the item, once per simulation, to the simulation running here, if any.
    private static func reportInSimulation() {
        SimulationContext.running?.reportNotModelledWork(.dispatchWorkItem)
    }
}
