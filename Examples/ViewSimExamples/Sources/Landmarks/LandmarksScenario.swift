// The Landmarks app driven as a user would: open a landmark, favourite it, go
// back, filter the list, edit the profile in the settings sheet. The claims
// check what the trace says about which rows re-ran and why.
// Simplifies: the app's files above are unchanged Apple-SDK code; only this
// file names viewsim (a scenario is viewsim's, not SwiftUI's).
import ViewSim

/// The Landmarks app's scenario, for `viewsim-examples run landmarks` and the tests.
public enum LandmarksScenario {
    /// The app run from `LandmarksApp`, as its `@main` would start it.
    public static let scenario = Scenario(
        name: "landmarks", title: "A Landmarks-style app: favourites, navigation and a settings sheet",
        narrative: ScenarioNarrative(
            source: "Apple's SwiftUI tutorials, \"Handling user input\" and \"Managing model data\"",
            introduction: """
                An @Observable ModelData in the environment; a NavigationStack with a favourites \
                filter and a row per landmark; a detail page whose Toggle writes \
                `$modelData.landmarks[i].isFavorite` through @Bindable; a settings sheet with a Form. \
                The files compile unchanged with `import SwiftUI`.
                """),
        steps: [
            ScenarioStep(title: "The list appears"),
            ScenarioStep(
                title: "Open Silver Salmon Creek",
                narrative: """
                    The tap activates the row's NavigationLink: the stack pushes LandmarkDetail, \
                    whose body reads the model through @Environment(ModelData.self). No row re-runs.
                    """
            ) { sim in try sim.tap("row-1002") },
            ScenarioStep(
                title: "Favourite it",
                narrative: """
                    The Toggle writes `isFavorite` through the @Bindable binding. LandmarkList and \
                    LandmarkDetail read `landmarks`, so both re-run; the list offers each row its \
                    Landmark again, and only Silver Salmon Creek's value changed: its row re-runs \
                    (and gains a star), the other four rows' links are skipped.
                    """
            ) { sim in try sim.toggle("favorite") },
            ScenarioStep(
                title: "Go back",
                narrative: "The stack pops the detail page; its state goes with it."
            ) { sim in try sim.back() },
            ScenarioStep(
                title: "Show favourites only",
                narrative: """
                    @State showFavoritesOnly changes: LandmarkList re-runs and its ForEach keeps \
                    the three favourites (matched by id, offered equal values, skipped) and \
                    removes the other two rows.
                    """
            ) { sim in try sim.toggle("favoritesOnly") },
            ScenarioStep(
                title: "Edit the profile in the settings sheet",
                narrative: """
                    The toolbar's button presents SettingsView as a sheet with the model passed \
                    into its environment. Typing writes `profile.username` one character per \
                    frame; Done calls the environment's dismiss action.
                    """
            ) { sim in
                try sim.tap("settings")
                try sim.type("_ok", into: "username")
                try sim.tap("done")
            },
        ],
        claims: [
            ScenarioClaim("Opening a landmark runs no row's body") { trace in
                let runs = trace.bodyEvaluations(of: "LandmarkRow", inStep: 1).count
                return runs == 0 ? nil : "LandmarkRow's body ran \(runs) times"
            },
            ScenarioClaim("Favouriting one landmark re-runs only its row") { trace in
                // Each row is a NavigationLink around a LandmarkRow: a skipped link skips its row.
                let runs = trace.bodyEvaluations(of: "LandmarkRow", inStep: 2).count
                let skips = trace.bodySkips(of: NavigationLink<LandmarkRow, LandmarkDetail>.self, inStep: 2).count
                return runs == 1 && skips == 4 ? nil : "\(runs) rows ran and \(skips) rows' links were skipped"
            },
            ScenarioClaim("The favourite's write names the model's property") { trace in
                let lines = trace.text().split(separator: "\n").filter { $0.contains("isFavorite: false → true") }
                return lines.isEmpty ? "no write of isFavorite: false → true in the trace" : nil
            },
            ScenarioClaim("Filtering keeps three rows without running them") { trace in
                let runs = trace.bodyEvaluations(of: "LandmarkRow", inStep: 4).count
                return runs == 0 ? nil : "LandmarkRow's body ran \(runs) times"
            },
            ScenarioClaim("Done dismisses the settings sheet") { trace in
                trace.text().contains("dismiss") ? nil : "the trace never says the sheet was dismissed"
            },
        ],
        makeSimulation: { Simulation(LandmarksApp(), configuration: $0) })
}
