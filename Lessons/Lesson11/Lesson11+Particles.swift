// Seed 004 (talk "SwiftUI Animations", the particle animation): a modifier that
// puts a Canvas under a TimelineView(.animation) behind its content; a tap
// emits five particles, each with a random amplitude and delay, which rise on a
// sine wave and fade out over four seconds, all computed from the timeline's
// date. Edits: `.now` → `.simNow`; `.random(in:)` draws from the simulation's
// seeded generator; the heart is the ❤️ emoji, not an SF Symbol (SF Symbols are
// not on Linux); `resolveSymbol(id: 0)!` is a `guard let`; the talk's code is
// spoken, not shown, so the sine's period (one radian per second) is viewsim's
// reading of it.
import Foundation
import ViewSim

extension Lesson11 {
    /// One particle: how far it sways and how long it waits.
    struct Particle: Equatable {
        // lesson-code: lesson11-particle
        var amplitude: Double = .random(in: -50...50, using: &Simulation.random)
        var delay: Double = .random(in: 0...2, using: &Simulation.random)
        // end lesson-code: lesson11-particle

        /// Where the particle is, relative to the canvas's centre, `time` seconds after its delay.
        static func position(amplitude: Double, time: Double) -> CGPoint {
            CGPoint(x: sin(time) * amplitude, y: time * -30)
        }

        /// How opaque it is `time` seconds after its delay: fading out over four seconds.
        static func opacity(time: Double) -> Double { 1 - time / 4 }
    }

    /// The talk's particle modifier.
    struct ParticleModifier: ViewModifier {
        @State var startDate = Date.simNow
        @State var particles: [Particle] = []

        // lesson-code: lesson11-particle-modifier
        func body(content: Content) -> some View {
            content
                .background {
                    TimelineView(.animation) { context in
                        let elapsed = context.date.timeIntervalSince(startDate)
                        Canvas { context, size in
                            context.translateBy(x: size.width / 2, y: size.height / 2)
                            guard let symbol = context.resolveSymbol(id: 0) else { return }
                            for p in particles {
                                let time = elapsed - p.delay
                                guard time >= 0 else { continue }
                                var particleContext = context
                                particleContext.opacity = Particle.opacity(time: time)
                                particleContext.draw(symbol, at: Particle.position(amplitude: p.amplitude, time: time))
                            }
                        } symbols: {
                            content.tag(0)
                        }
                        .accessibilityIdentifier("particles")
                    }
                    .frame(width: 300, height: 400)
                }
                .onTapGesture {
                    startDate = .simNow
                    particles = (0..<5).map { _ in Particle() }
                }
        }
        // end lesson-code: lesson11-particle-modifier
    }

    /// The talk's heart (an SF Symbol there; a large ❤️ here) with the particle modifier.
    struct ParticleHeart: View {
        var body: some View {
            Text("❤️")
                .font(.system(size: 48))
                .modifier(ParticleModifier())
                .accessibilityIdentifier("heart")
        }
    }
}
