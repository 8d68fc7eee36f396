// What can be wrong with a scenario or a list of them, each said so that the
// author knows what to change: a step that throws, a scenario with no steps,
// two scenarios with one name, a name that matches none.

/// A problem with a scenario, a list of scenarios, or a run of one.
public enum ScenarioError: Error, Equatable, CustomStringConvertible {
    /// The scenario has no step besides the appearance.
    case noSteps(scenario: String)
    /// Two or more scenarios share a name (ignoring case); positions count from 1.
    case duplicateName(String, positions: [Int])
    /// A scenario has an empty name; its position counts from 1.
    case emptyName(position: Int)
    /// A step's action threw; `step` is its index, `message` what it threw.
    case stepFailed(scenario: String, step: Int, title: String, message: String)
    /// No scenario has this name; `suggestion` is the closest one, if any is close.
    case unknownName(String, suggestion: String?)

    public var description: String {
        switch self {
        case .noSteps(let scenario):
            return "scenario '\(scenario)' has no steps: add at least one step that drives the view "
                + "(Step(\"Tap\") { sim in try sim.tap(\"button\") }); step 0, the appearance, runs by itself."
        case .duplicateName(let name, let positions):
            let places = positions.map(String.init).joined(separator: ", ")
            return "\(positions.count) scenarios are named '\(name)' (numbers \(places) in the list): "
                + "names must be unique, ignoring case. Rename all but one."
        case .emptyName(let position):
            return "scenario number \(position) in the list has an empty name: give it one, such as \"counter\"."
        case .stepFailed(let scenario, let step, let title, let message):
            return "\(scenario) failed in step \(step) (\(title)): \(message)"
        case .unknownName(let name, let suggestion):
            return "unknown scenario '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        }
    }
}
