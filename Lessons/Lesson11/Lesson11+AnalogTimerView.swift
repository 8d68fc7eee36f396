// Seed 000 (book "Time-Based Animations", Drawing With a Canvas; Letting the
// Timer… Time; Improving TimelineView Performance): the analog brew timer drawn
// in two Canvases, the face once and the hands under a TimelineView. Edits:
// `.now` → `.simNow`; the colours "DarkOliveGreen" and "BlackRussian" are asset
// colours, written here as RGB; the book's `calculateTextSizeFor(font:)` (a UIFont
// measurement) is `resolve(_:).measure(in:)`; `improved` switches between the
// chapter's first schedule, `.animation`, and its last one,
// `.animation(minimumInterval: 0.1, paused: status != .running)`; the hands' middle
// control points use `middleLength` (the book writes `middleDistance`, a ratio,
// and leaves `middleLength` unused).
import Foundation
import ViewSim

extension Lesson11 {
    typealias TimerStatus = Lesson5.TimerStatus
    typealias TimerControlView = Lesson5.TimerControlView

    /// Seed 000's AnalogTimerView with the Canvas drawing.
    struct AnalogTimerView: View {
        @State var timerLength: Double
        @State var timeLeft: Double?
        @State var status: TimerStatus = .stopped
        @State var timerEndTime: Date?
        /// Whether the TimelineView uses the chapter's improved schedule.
        let improved: Bool

        /// - Parameters:
        ///   - timerLength: the brew time in seconds (the book's `timer.timerLength`).
        ///   - improved: `.animation(minimumInterval: 0.1, paused:)` instead of `.animation`.
        init(timerLength: Double, improved: Bool) {
            _timerLength = State(initialValue: timerLength)
            self.improved = improved
        }

        var body: some View {
            VStack {
                TimerControlView(
                    timerLength: timerLength,
                    timeLeft: $timeLeft,
                    status: $status,
                    timerEndTime: $timerEndTime
                )
                .font(.title)

                // lesson-code: lesson11-timer-canvas
                ZStack {
                    Canvas { gContext, size in
                        let timerSize = Int(min(size.width, size.height) * 0.95)
                        let xOffset = (size.width - Double(timerSize)) / 2.0
                        let yOffset = (size.height - Double(timerSize)) / 2.0
                        gContext.translateBy(x: xOffset, y: yOffset)
                        drawBorder(context: gContext, size: timerSize)
                        gContext.translateBy(
                            x: Double(timerSize / 2),
                            y: Double(timerSize / 2)
                        )
                        gContext.rotate(by: .degrees(-90))
                        drawMinutes(context: gContext, size: timerSize)
                    }
                    .accessibilityIdentifier("face")

                    TimelineView(schedule) { timeContext in
                        Canvas { gContext, size in
                            let timerSize = Int(min(size.width, size.height))
                            gContext.translateBy(
                                x: size.width / 2,
                                y: size.height / 2
                            )
                            gContext.rotate(by: .degrees(-90))
                            let remainingSeconds = decimalTimeLeftAt(timeContext.date)
                            drawHands(
                                context: gContext,
                                size: timerSize,
                                remainingTime: remainingSeconds
                            )
                        }
                        .accessibilityIdentifier("hands")
                    }
                }
                .padding()
                // end lesson-code: lesson11-timer-canvas
            }
        }

        /// The chapter's first schedule, or its improved one.
        var schedule: AnimationTimelineSchedule {
            improved ? .animation(minimumInterval: 0.1, paused: status != .running) : .animation
        }

        // lesson-code: lesson11-timer-drawing
        func drawBorder(context: GraphicsContext, size: Int) {
            let timerSize = CGSize(width: size, height: size)
            let outerPath = Path(
                ellipseIn: CGRect(origin: .zero, size: timerSize)
            )
            context.stroke(
                outerPath,
                with: .color(.black),
                lineWidth: 3
            )
        }

        func drawMinutes(context: GraphicsContext, size: Int) {
            let center = Double(size / 2)
            for minute in 0..<10 {
                let minuteAngle = Double(minute) / 10 * 360.0
                let minuteTickPath = Path { path in
                    path.move(to: .init(x: center, y: 0))
                    path.addLine(to: .init(x: center * 0.9, y: 0))
                }
                var tickContext = context
                tickContext.rotate(by: .degrees(-minuteAngle))
                tickContext.stroke(
                    minuteTickPath,
                    with: .color(.black)
                )

                let minuteString = "\(minute)"
                // viewsim: the book measures with UIFont; a resolved Text measures itself.
                let textSize = context.resolve(Text(minuteString).font(.title2))
                    .measure(in: CGSize(width: 100, height: 100))
                let textRect = CGRect(
                    origin: .init(
                        x: -textSize.width / 2.0,
                        y: -textSize.height / 2.0
                    ),
                    size: .zero
                )
                let minuteAngleRadians = Angle(degrees: minuteAngle - 90).radians
                let xShift = sin(-minuteAngleRadians) * center * 0.8
                let yShift = cos(-minuteAngleRadians) * center * 0.8
                var stringContext = context
                stringContext.translateBy(x: xShift, y: yShift)
                stringContext.rotate(by: .degrees(90))
                let resolvedText = stringContext.resolve(
                    Text(minuteString).font(.title2)
                )
                stringContext.draw(resolvedText, in: textRect)
            }
        }
        // end lesson-code: lesson11-timer-drawing

        // lesson-code: lesson11-timer-hands
        func createHandPath(
            length: Double,
            crossDistance: Double,
            middleDistance: Double,
            endDistance: Double,
            width: Double
        ) -> Path {
            Path { path in
                path.move(to: .zero)
                let halfWidth = width / 2.0
                let crossLength = length * crossDistance
                let middleLength = length * middleDistance
                let halfWidthLength = length * halfWidth
                path.addCurve(
                    to: .init(x: crossLength, y: 0),
                    control1: .init(x: crossLength, y: -halfWidthLength),
                    control2: .init(x: crossLength, y: -halfWidthLength)
                )
                path.addCurve(
                    to: .init(x: length * endDistance, y: 0),
                    control1: .init(x: middleLength, y: halfWidthLength),
                    control2: .init(x: middleLength, y: halfWidthLength)
                )
                path.addCurve(
                    to: .init(x: crossLength, y: 0),
                    control1: .init(x: middleLength, y: -halfWidthLength),
                    control2: .init(x: middleLength, y: -halfWidthLength)
                )
                path.addCurve(
                    to: .zero,
                    control1: .init(x: crossLength, y: halfWidthLength),
                    control2: .init(x: crossLength, y: halfWidthLength)
                )
            }
        }

        func drawHands(
            context: GraphicsContext,
            size: Int,
            remainingTime: Double
        ) {
            let length = Double(size / 2)
            let secondsLeft = remainingTime.truncatingRemainder(dividingBy: 60)
            let secondAngle = secondsLeft / 60 * 360
            let minuteColor = Lesson11.darkOliveGreen
            let secondColor = Lesson11.blackRussian

            let secondHandPath = createHandPath(
                length: length,
                crossDistance: 0.4,
                middleDistance: 0.6,
                endDistance: 0.7,
                width: 0.07
            )
            var secondContext = context
            secondContext.rotate(by: .degrees(secondAngle))
            secondContext.fill(
                secondHandPath,
                with: .color(secondColor)
            )
            secondContext.stroke(
                secondHandPath,
                with: .color(secondColor),
                lineWidth: 3
            )

            let minutesLeft = remainingTime / 60
            let minuteAngle = minutesLeft / 10 * 360
            let minuteHandPath = createHandPath(
                length: length,
                crossDistance: 0.3,
                middleDistance: 0.5,
                endDistance: 0.6,
                width: 0.1
            )
            var minuteContext = context
            minuteContext.rotate(by: .degrees(minuteAngle))
            minuteContext.fill(
                minuteHandPath,
                with: .color(minuteColor)
            )
            minuteContext.stroke(
                minuteHandPath,
                with: .color(minuteColor),
                lineWidth: 5
            )
        }
        // end lesson-code: lesson11-timer-hands

        /// Seconds left on the timer at `current` (the book's `decimalTimeLeftAt`, not printed in it).
        func decimalTimeLeftAt(_ current: Date) -> Double {
            switch status {
            case .stopped: return timerLength
            case .running: return max(0, (timerEndTime ?? current).timeIntervalSince(current))
            case .paused, .done: return timeLeft ?? 0
            }
        }
    }
}
