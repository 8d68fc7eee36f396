// Seed 002 (Diego Lavalle, "pausing, resuming, reversing and looping an
// animation with AnimatableModifier"), the final counter, ported for the main
// queue tests. The body code is the seed's, verbatim: it loops by resetting the
// binding from `body` in `DispatchQueue.main.async`. Edits: `nonisolated` on
// `animatableData` (Swift 6: a view type is main-actor isolated, Animatable is
// not; SwiftUI code needs the same edit), `.onChange(of:)` with one parameter
// (the seed's iOS 14 form, deprecated but still in SwiftUI), accessibility
// identifiers on the buttons so a script can tap them, and the seed's "…"
// filled in from its earlier listings.
import Foundation
import ViewSim

struct Seed002CountDownUp: View {
    @State var percentage = CGFloat(0)
    @State var isCounting = false  // Whether we are counting (moving)
    @State var isReversed = false  // The direction of the count: up or down

    var body: some View {
        VStack {
            EmptyView()
                .modifier(
                    Seed002CountModifier(
                        maxValue: 100,  // We'll count to 100
                        timeDuration: 10,  // In 10 seconds
                        percentage: $percentage,
                        isCounting: $isCounting,
                        isReversed: $isReversed
                    )
                )
            HStack {
                Button(isCounting ? "⏸" : "▶️") {
                    isCounting.toggle()  // Pause / resume
                }
                .accessibilityIdentifier("play")
                Button(isReversed ? "🔽" : "🔼") {
                    isReversed.toggle()  // Count up / down
                }
                .accessibilityIdentifier("direction")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
    }
}

struct Seed002CountModifier: AnimatableModifier {
    nonisolated var animatableData: CGFloat {
        get { percentValue }
        set { percentValue = newValue }
    }

    var maxValue: CGFloat  // Maximum count value
    var timeDuration: Double
    @Binding var percentage: CGFloat
    @Binding var isCounting: Bool
    @Binding var isReversed: Bool
    private var percentValue: CGFloat  // Percentage of maximum count

    init(
        maxValue: CGFloat,
        timeDuration: Double,
        percentage: Binding<CGFloat>,
        isCounting: Binding<Bool>,
        isReversed: Binding<Bool>
    ) {
        self.maxValue = maxValue
        self.timeDuration = timeDuration
        _percentage = percentage  // Bindings initialization
        _isCounting = isCounting
        _isReversed = isReversed
        // The percent value is copied from the binding, later on it will be used for the animation
        percentValue = percentage.wrappedValue
    }

    var value: Int {
        Int(percentValue * maxValue)
    }

    var timeRemaining: Double {
        isReversed
            ? timeDuration * Double(percentValue)
            : timeDuration * Double(1 - percentValue)
    }

    func body(content: Content) -> some View {
        if (isReversed && percentValue == 0) || (!isReversed && percentValue == 1) {
            DispatchQueue.main.async {
                self.percentage = self.isReversed ? 1 : 0
                withAnimation(.linear(duration: self.timeDuration)) {
                    self.percentage = self.isReversed ? 0 : 1
                }
            }
        }
        return actualBody(content)
    }

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
            .accessibilityIdentifier("count")
    }

    func handleStartStop() {
        if isCounting {
            withAnimation(.linear(duration: timeRemaining)) {
                self.percentage = isReversed ? 0 : 1
            }
        } else {
            withAnimation(.linear(duration: 0)) {
                self.percentage = percentValue
            }
        }
    }

    func handleReverse() {
        if isCounting {
            withAnimation(.linear(duration: 0)) {
                self.percentage = percentValue
            }
            withAnimation(.linear(duration: timeRemaining)) {
                self.percentage = isReversed ? 0 : 1
            }
        }
    }
}
