// Tests what keeps a value re-targeted every frame cheap (fuzz seed 36, cases 21, 551
// and 5544): a superseded change that can never complete (`repeatForever`) is followed
// but not evaluated, with the same samples and events as when it is evaluated; the
// superseded list stays bounded; and the springs' arithmetic specialised for a frame's
// `CGRect` gives the same numbers, bit for bit, as the generic path.
import Foundation
import ViewSim
import XCTest

final class AnimatorStateCostTests: XCTestCase {
    /// Forwards everything to `base`, but is not one of viewsim's animations, so the
    /// animator assumes it can complete and evaluates a superseded change running it.
    private struct Forwarding: CustomAnimation {
        let base: Animation

        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            base.animate(value: value, time: time, context: &context)
        }

        func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
            base.velocity(value: value, time: time, context: context)
        }

        func shouldMerge<V: VectorArithmetic>(
            previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
        ) -> Bool {
            base.shouldMerge(previous: previous, value: value, time: time, context: &context)
        }
    }

    /// Samples and the generations of the completion events of a value moved by 1 every
    /// frame with `animation`, for `frames` frames.
    private func retargetedEveryFrame(
        _ animation: Animation, frames: Int = 240
    ) -> (samples: [Double], completions: [String], counts: [(followed: Int, evaluated: Int)]) {
        var state = AnimatorState(animation: animation, interval: 1.0, beginTime: 0)
        var samples: [Double] = []
        var completions: [String] = []
        var counts: [(followed: Int, evaluated: Int)] = []
        for frame in 0..<frames {
            let time = frameTime(frame)
            if frame > 0 { state.combine(animation: animation, interval: 1.0, at: time) }
            samples.append(state.sample(at: time) ?? .nan)
            counts.append(state.supersededCounts)
            for event in state.takeEvents() {
                switch event {
                case .logicallyCompleted(let generation): completions.append("\(frame): #\(generation) complete")
                case .finished(let last): completions.append("\(frame): #\(last) finished")
                default: break
                }
            }
        }
        return (samples, completions, counts)
    }

    func testASupersededRepeatForeverIsFollowedButNotEvaluated() {
        let run = retargetedEveryFrame(Animation.default.repeatForever(autoreverses: true))
        XCTAssertEqual(run.counts.map(\.followed).max(), AnimatorState<Double>.maximumSupersededGenerations)
        XCTAssertEqual(run.counts.map(\.evaluated).max(), 0)
        // The oldest is reported complete when it leaves the list, one a frame from frame 9.
        XCTAssertEqual(Array(run.completions.prefix(2)), ["9: #0 complete", "10: #1 complete"])
    }

    func testASupersededRepeatForeverReportsWhatEvaluatingItWould() {
        for animation in [
            Animation.default.repeatForever(autoreverses: true), .linear(duration: 0.3).repeatForever(),
            .easeIn.repeatForever().delay(0.1), .spring.repeatForever(autoreverses: false).speed(2),
        ] {
            let skipped = retargetedEveryFrame(animation)
            let evaluated = retargetedEveryFrame(Animation(Forwarding(base: animation)))
            XCTAssertEqual(evaluated.counts.map(\.evaluated).max(), 8, "\(animation)")  // the reference did evaluate
            XCTAssertEqual(skipped.completions, evaluated.completions, "\(animation)")
            XCTAssertEqual(
                skipped.samples.map(\.bitPattern), evaluated.samples.map(\.bitPattern), "\(animation)")
        }
    }

    func testASupersededRepeatCountIsStillEvaluated() {
        let run = retargetedEveryFrame(Animation.default.repeatCount(3, autoreverses: false))
        XCTAssertEqual(run.counts.map(\.followed).max(), AnimatorState<Double>.maximumSupersededGenerations)
        XCTAssertEqual(run.counts.map(\.evaluated), run.counts.map(\.followed))
    }

    func testCanComplete() {
        XCTAssertFalse(Animation.easeIn.repeatForever().canComplete)
        XCTAssertFalse(Animation.easeIn.repeatForever().delay(1).speed(2).canComplete)
        XCTAssertTrue(Animation.easeIn.repeatCount(3).canComplete)
        XCTAssertTrue(Animation.default.canComplete)
        XCTAssertTrue(Animation(Forwarding(base: .easeIn.repeatForever())).canComplete)  // not viewsim's: assumed
    }

    /// A frame's `CGRect` data (specialised) and the same numbers in a pair type nobody
    /// specialises (generic): a spring re-targeted each frame, combined with a repeated
    /// `.default`, gives bit-identical samples.
    func testTheSpecialisedSpringArithmeticEqualsTheGenericPath() {
        typealias Specialised = CGRect.AnimatableData
        typealias Generic = AnimatablePair<AnimatablePair<Double, CGFloat>, AnimatablePair<CGFloat, Double>>
        func run<V: VectorArithmetic>(_ make: (Double, Double, Double, Double) -> V, _ read: (V) -> [Double])
            -> [UInt64]
        {
            let animations: [Animation] = [.spring, .default.repeatCount(3, autoreverses: false), .bouncy]
            var state = AnimatorState(animation: .snappy, interval: make(10, -20, 30, 40.5), beginTime: 0)
            var bits: [UInt64] = []
            for frame in 0..<180 {
                let time = frameTime(frame)
                if frame > 0, frame % 7 == 0 {
                    let d = Double(frame)
                    state.combine(
                        animation: animations[frame % animations.count], interval: make(d, -d / 3, 1, d / 7), at: time)
                }
                let sample = state.sample(at: time)
                bits += sample.map { read($0).map(\.bitPattern) } ?? [0]
            }
            return bits
        }
        let specialised = run(
            { Specialised(AnimatablePair(CGFloat($0), CGFloat($1)), AnimatablePair(CGFloat($2), CGFloat($3))) },
            { [Double($0.first.first), Double($0.first.second), Double($0.second.first), Double($0.second.second)] })
        let generic = run(
            { Generic(AnimatablePair($0, CGFloat($1)), AnimatablePair(CGFloat($2), $3)) },
            { [$0.first.first, Double($0.first.second), Double($0.second.first), $0.second.second] })
        XCTAssertEqual(specialised.count, 180 * 4)
        XCTAssertEqual(specialised, generic)
    }
}
