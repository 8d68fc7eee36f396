// Models launching a SwiftUI app in a simulation: `Simulation(LandmarksApp())` shows the
// content of the app's first window group. Simplifies (viewsim's model): one window on the
// simulated screen; other scenes are not shown.

extension Simulation {
    /// Creates the simulation of an app and runs frame 0, in which its first window group's
    /// content appears; the app's own `@State` lives as long as the simulation.
    ///
    /// ```swift
    /// let sim = Simulation(LandmarksApp())
    /// try sim.tap("favorite")
    /// ```
    public convenience init<A: App>(_ app: A, configuration: SimulationConfiguration = .init()) {
        self.init(AppRoot(app: AppProperties(app: app)), configuration: configuration)
    }
}
