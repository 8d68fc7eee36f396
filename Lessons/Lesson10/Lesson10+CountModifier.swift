// Seed 002 (Diego Lavalle, pausing and resuming an animation with AnimatableModifier),
// the final CountModifier. Its body loops as the seed's does, resetting the binding
// in `DispatchQueue.main.async`. Edits: `curve.animation(duration:)` for
// `.linear(duration:)` (the lesson can run the count along other curves);
// `nonisolated` on `animatableData` (Swift 6: a modifier type is main-actor
// isolated, `Animatable` is not; SwiftUI code needs the same edit).
import Foundation
import ViewSim

extension Lesson10 {
    /// Seed 002: shows `percentValue` as a count from 000 to `maxValue`, and starts,
    /// pauses, reverses and loops its own animation through the `percentage` binding.
    // lesson-code: lesson10-count-modifier
    struct CountModifier: AnimatableModifier {
        nonisolated var animatableData: CGFloat {
            get { percentValue }
            set { percentValue = newValue }
        }

        // lesson-code-elide: lesson10-count-modifier
        var maxValue: CGFloat  // Maximum count value
        var timeDuration: Double
        var curve: Curve
        @Binding var percentage: CGFloat
        @Binding var isCounting: Bool
        @Binding var isReversed: Bool
        private var percentValue: CGFloat  // Percentage of maximum count
        // end lesson-code-elide: lesson10-count-modifier

        init(
            maxValue: CGFloat,
            timeDuration: Double,
            curve: Curve,
            percentage: Binding<CGFloat>,
            isCounting: Binding<Bool>,
            isReversed: Binding<Bool>
        ) {
            // lesson-code-elide: lesson10-count-modifier
            self.maxValue = maxValue
            self.timeDuration = timeDuration
            self.curve = curve
            _percentage = percentage  // Bindings initialization
            _isCounting = isCounting
            _isReversed = isReversed
            // end lesson-code-elide: lesson10-count-modifier
            // The percent value is copied from the binding, later on it will be used for the animation
            percentValue = percentage.wrappedValue
        }

        // lesson-code-elide: lesson10-count-modifier
        var value: Int {
            Int(percentValue * maxValue)
        }

        var timeRemaining: Double {
            isReversed
                ? timeDuration * Double(percentValue)
                : timeDuration * Double(1 - percentValue)
        }

        func body(content: Content) -> some View {
            // lesson-code: lesson10-loop
            // Loop when we reach completion
            if (isReversed && percentValue == 0) || (!isReversed && percentValue == 1) {
                DispatchQueue.main.async {
                    self.percentage = self.isReversed ? 1 : 0
                    withAnimation(curve.animation(duration: self.timeDuration)) {
                        self.percentage = self.isReversed ? 0 : 1
                    }
                }
            }
            return actualBody(content)
            // end lesson-code: lesson10-loop
        }
        // end lesson-code-elide: lesson10-count-modifier

        // Moved the original body into a separate function
        func actualBody(_ content: Content) -> some View {
            Text("\(value, specifier: "%03d")")
                .font(.system(.largeTitle, design: .monospaced))
                .font(.largeTitle)
                .onChange(of: isCounting) { _ in
                    handleStartStop()
                }
                .onChange(of: isReversed) { _ in
                    handleReverse()
                }
        }

        // lesson-code-elide: lesson10-count-modifier
        // lesson-code: lesson10-handle-start-stop
        func handleStartStop() {
            if isCounting {
                withAnimation(curve.animation(duration: timeRemaining)) {
                    self.percentage = isReversed ? 0 : 1
                }
                // lesson-code: lesson10-pause
            } else {
                // lesson-code-elide: lesson10-handle-start-stop
                withAnimation(.linear(duration: 0)) {
                    self.percentage = percentValue
                }
                // end lesson-code-elide: lesson10-handle-start-stop
            }
            // end lesson-code: lesson10-pause
        }
        // end lesson-code: lesson10-handle-start-stop

        // lesson-code: lesson10-handle-reverse
        // lesson-code: lesson10-handle-reverse-paused
        func handleReverse() {
            if isCounting {
                // lesson-code-elide: lesson10-handle-reverse-paused
                withAnimation(.linear(duration: 0)) {
                    self.percentage = percentValue
                }
                withAnimation(curve.animation(duration: timeRemaining)) {
                    self.percentage = isReversed ? 0 : 1
                }
                // end lesson-code-elide: lesson10-handle-reverse-paused
            }
        }
        // end lesson-code: lesson10-handle-reverse-paused
        // end lesson-code: lesson10-handle-reverse
        // end lesson-code-elide: lesson10-count-modifier
    }
    // end lesson-code: lesson10-count-modifier
}
