// A checked list of scenarios: every name unique (ignoring case), every
// scenario with steps; lookup by name ignoring case, and the closest name for
// a "did you mean" suggestion. The CLI and the lesson catalog share it.

/// A list of scenarios with unique names, in the order given.
///
/// ```swift
/// let catalog = try ScenarioCatalog([counter, list])
/// guard let scenario = catalog.scenario(named: "Counter") else { … }
/// catalog.suggestion(for: "countr")   // "counter"
/// ```
public struct ScenarioCatalog: Sendable {
    /// The scenarios, in the order given.
    public let scenarios: [Scenario]

    /// Checks `scenarios`: no empty name, no two with one name (ignoring case), none without steps.
    ///
    /// - Throws: the first `ScenarioError` found, in list order.
    public init(_ scenarios: [Scenario]) throws {
        for (index, scenario) in scenarios.enumerated() {
            if scenario.name.isEmpty { throw ScenarioError.emptyName(position: index + 1) }
            let key = scenario.name.lowercased()
            let positions = scenarios.indices.filter { scenarios[$0].name.lowercased() == key }
            if positions.count > 1 {
                throw ScenarioError.duplicateName(scenario.name, positions: positions.map { $0 + 1 })
            }
            try scenario.validate()
        }
        self.scenarios = scenarios
    }

    /// The scenario named `name`, ignoring case.
    public func scenario(named name: String) -> Scenario? {
        scenarios.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The scenario named `name`, or `ScenarioError.unknownName` with the closest name.
    public func require(_ name: String) throws -> Scenario {
        guard let scenario = scenario(named: name) else {
            throw ScenarioError.unknownName(name, suggestion: suggestion(for: name))
        }
        return scenario
    }

    /// The name closest to `name` by edit distance, if one is close enough to suggest.
    public func suggestion(for name: String) -> String? {
        Self.suggestion(for: name, among: scenarios.map(\.name))
    }

    /// The candidate closest to `name` by edit distance (ties: the first in
    /// alphabetical order), if within max(2, a third of its length); for a bare
    /// number ("3"), the candidate that is a word and that number ("lesson3").
    ///
    /// viewsim's model: a suggestion is at most max(2, length/3) edits away, or
    /// completes a bare number with the word the names share.
    public static func suggestion(for name: String, among candidates: [String]) -> String? {
        if !name.isEmpty, name.allSatisfy(\.isASCIIDigitCharacter),
            let numbered = candidates.sorted().first(where: { candidate in
                candidate.count > name.count && candidate.hasSuffix(name)
                    && !candidate.dropLast(name.count).contains(where: \.isASCIIDigitCharacter)
            })
        {
            return numbered
        }
        let scored = candidates.map { ($0, name.lowercased().editDistance(to: $0.lowercased())) }
        guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }) else { return nil }
        return best.1 <= max(2, name.count / 3) ? best.0 : nil
    }
}

extension Character {
    /// Whether this is one of 0–9.
    fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
