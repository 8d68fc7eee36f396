// Helpers for the transaction and animation tests: a simulation with a chosen
// animation semantics, the animated node below a named view, and the values the
// pure animation model (AnimatorState) predicts, to compare the graph against.
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

/// A simulation at 60 fps (unless told) that keeps `_printChanges` in the trace.
func makeAnimationSimulation<Root: View>(
    _ root: Root, semantics: AnimationSemantics = .v2023, framesPerSecond: Int = 60
) -> Simulation {
    var configuration = SimulationConfiguration()
    configuration.printChangesToStandardOutput = false
    configuration.framesPerSecond = framesPerSecond
    configuration.animationSemantics = semantics
    return Simulation(root, configuration: configuration)
}

extension Simulation {
    /// The presented values of `attribute` in or below the view named `name`, by frame,
    /// read from the trace (four decimals). Empty when it never animated.
    func samples(_ attribute: String, of name: String) -> [Int: [Double]] {
        guard let named = graph.node(named: name) else { return [:] }
        let ids = Set(named.subtree().map(\.id))
        guard
            let node = trace.animatedValues().first(where: {
                ids.contains($0.node.id) && Trace.attribute($0.attribute, matches: attribute)
            })?.node
        else { return [:] }
        var result: [Int: [Double]] = [:]
        // As the trace prints them (four decimals): the expectations are written so.
        for sample in trace.presentationSamples(of: node.id, attribute: attribute) {
            result[sample.frame] = sample.numbers.map(traceRounded)
        }
        return result
    }

    /// The first number of each sample of `attribute` below `name`, by frame.
    func firstNumbers(_ attribute: String, of name: String) -> [Int: Double] {
        samples(attribute, of: name).compactMapValues(\.first)
    }

    /// The animation events of `attribute` below the view named `name`.
    func animationEvents(_ attribute: String, of name: String, inStep step: Int? = nil) -> [AnimationEventRecord] {
        guard let named = graph.node(named: name) else { return [] }
        let ids = Set(named.subtree().map(\.id))
        return trace.animationEvents(attribute: attribute, inStep: step).filter { ids.contains($0.node.id) }
    }
}

/// What the pure model presents each frame for a value that starts animating from
/// `from` to `to` with `animation` at `startFrame`, then takes `changes` (frame,
/// new model value, animation or nil) after that frame's sample: frame → presented
/// value, up to the frame in which the animation finishes (or `lastFrame`).
func modelPresentations(
    from: Double, to: Double, animation: Animation, startFrame: Int,
    changes: [(frame: Int, value: Double, animation: Animation?)] = [],
    through lastFrame: Int, framesPerSecond: Double = 60
) -> [Int: Double] {
    var value = AnimatedValue(from)
    var result: [Int: Double] = [:]
    for frame in startFrame...lastFrame {
        let time = Double(frame) / framesPerSecond
        if frame == startFrame { value.set(to, animation: animation, at: time) }
        result[frame] = value.presentation(at: time)
        if value.animator == nil { break }
        for change in changes where change.frame == frame {
            value.set(change.value, animation: change.animation, at: time)
        }
    }
    return result
}

/// The four-decimal rounding the trace applies.
func traceRounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

/// Fails unless every frame in `expected` has a sample equal to it within `accuracy`.
func assertSamples(
    _ actual: [Int: Double], equal expected: [Int: Double], accuracy: Double = 0.00011,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    for frame in expected.keys.sorted() {
        guard let value = actual[frame], let wanted = expected[frame] else {
            XCTFail(
                "frame \(frame): no sample (frames with samples: \(actual.keys.sorted())) \(message)", file: file,
                line: line)
            return
        }
        XCTAssertEqual(value, wanted, accuracy: accuracy, "frame \(frame) \(message)", file: file, line: line)
    }
}

/// Counts calls, for closures the graph runs (transaction transforms).
final class CallCounter: @unchecked Sendable {
    private(set) var count = 0
    func increment() { count += 1 }
}
