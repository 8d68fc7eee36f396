// Models one fuzz case: a view tree, a script and the mode its numbers come
// from. Its `description` is Swift code that rebuilds it, so a shrunk case
// pastes into a regression test as it is printed.
import Foundation

/// One fuzz case: what to mount and what to do to it.
public struct FuzzCase: Codable, Equatable, Sendable, CustomStringConvertible {
    /// `.sane` or `.extreme` (never `.mixed`: a case has one mode).
    public var mode: FuzzMode
    public var tree: FuzzNode
    public var script: [FuzzStep]
    /// The run seed and index it was generated from (nil when written by hand).
    public var seed: UInt64?
    public var index: Int?

    public init(mode: FuzzMode, tree: FuzzNode, script: [FuzzStep], seed: UInt64? = nil, index: Int? = nil) {
        self.mode = mode
        self.tree = tree
        self.script = script
        self.seed = seed
        self.index = index
    }

    /// How big the case is: tree nodes plus script steps (what the shrinker reduces).
    public var size: Int { tree.size + script.count }

    /// Swift code that builds the case.
    public var description: String {
        var text = "FuzzCase(\n    mode: \(mode),\n    tree: \(tree.render(indent: 1)),\n    script: ["
        if script.isEmpty {
            text += "]"
        } else {
            text += "\n" + script.map { "        \($0),\n" }.joined() + "    ]"
        }
        return text + ")"
    }

    /// The case as JSON (NaN and ∞ as the strings "nan", "inf", "-inf"), keys sorted.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try encoder.encode(self)
    }

    /// A case from `jsonData()`.
    public init(json: Data) throws {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        self = try decoder.decode(FuzzCase.self, from: json)
    }

    /// An XCTest method that runs the case and expects no failure: a regression test.
    public func regressionTest(named name: String) -> String {
        let origin = seed.map { "// viewsim-fuzz --seed \($0)" + (index.map { ", case \($0)" } ?? "") + "\n" } ?? ""
        let body = description.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(
            separator: "\n")
        return """
            \(origin)func \(name)() {
                let fuzzCase = \(body.dropFirst(4))
                let outcome = FuzzRunner.check(fuzzCase)
                XCTAssertEqual(outcome.failures, [], outcome.report)
            }
            """
    }
}
