// The words a ScenarioCommand's help and messages use for what it runs
// ("scenario", "lesson") and the names its examples show.
import ViewSim

/// How a `ScenarioCommand` names its scenarios in help and messages.
///
/// ```swift
/// static let vocabulary = ScenarioVocabulary(noun: "demo", example: "counter")
/// ```
public struct ScenarioVocabulary: Sendable {
    /// One of them: "scenario" (default), "lesson".
    public var noun: String
    /// Several: "scenarios", "lessons".
    public var pluralNoun: String
    /// The name the help's examples use; nil: the first scenario's.
    public var example: String?
    /// A second name for examples; nil: the second scenario's (or the first's).
    public var secondExample: String?
    /// A name for `plot` examples, ideally one that animates; nil: `example`.
    public var animatedExample: String?

    /// - Parameter pluralNoun: nil adds an "s" to `noun`.
    public init(
        noun: String = "scenario", pluralNoun: String? = nil, example: String? = nil,
        secondExample: String? = nil, animatedExample: String? = nil
    ) {
        self.noun = noun
        self.pluralNoun = pluralNoun ?? noun + "s"
        self.example = example
        self.secondExample = secondExample
        self.animatedExample = animatedExample
    }

    /// The plural noun with a capital first letter, to start a sentence.
    var capitalizedPluralNoun: String { pluralNoun.prefix(1).uppercased() + pluralNoun.dropFirst() }

    /// The names examples use, given the scenarios.
    func examples(in scenarios: [Scenario]) -> (first: String, second: String, animated: String) {
        let first = example ?? scenarios.first?.name ?? noun
        let second = secondExample ?? (scenarios.count > 1 ? scenarios[1].name : first)
        return (first, second, animatedExample ?? first)
    }
}
