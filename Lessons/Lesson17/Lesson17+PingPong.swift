// Lesson 17's fourth loop and its fix: Celsius and Fahrenheit kept in two `@State`s
// whose onChange actions write each other, each rounding up, so a round trip never
// comes back to the value it started from; and the fix, one source of truth.
import Foundation
import ViewSim

extension Lesson17 {
    /// Two temperatures that write each other.
    // lesson-code: lesson17-ping-pong
    struct PingPong: View {
        @State private var celsius: Double = 20
        @State private var fahrenheit: Double = 68

        var body: some View {
            VStack {
                Text("\(celsius, specifier: "%.0f") °C")
                    .onTapGesture { celsius += 1 }
                    .accessibilityIdentifier("warmer")
                Text("\(fahrenheit, specifier: "%.0f") °F")
            }
            .onChange(of: celsius) { _, new in
                fahrenheit = (new * 9 / 5 + 32).rounded(.up)
            }
            .onChange(of: fahrenheit) { _, new in
                celsius = ((new - 32) * 5 / 9).rounded(.up)
            }
        }
    }
    // end lesson-code: lesson17-ping-pong

    /// The fix: Celsius is stored, Fahrenheit is computed from it.
    // lesson-code: lesson17-one-source
    struct OneSource: View {
        @State private var celsius: Double = 20
        private var fahrenheit: Double { celsius * 9 / 5 + 32 }

        var body: some View {
            VStack {
                Text("\(celsius, specifier: "%.0f") °C")
                    .onTapGesture { celsius += 1 }
                    .accessibilityIdentifier("warmer")
                Text("\(fahrenheit, specifier: "%.0f") °F")
            }
        }
    }
    // end lesson-code: lesson17-one-source
}
