// Seed 003 (tutorial "Using TimelineView and Canvas in SwiftUI", Drawing Tick
// Marks, Drawing Clock Hands): the analog clock's tick marks and hands, which
// the tutorial draws with Core Graphics (`context.withCGContext`), ported to
// `GraphicsContext` and `Path`. What changed: `move(to:)`/`addLine(to:)`/
// `strokePath()` on the CGContext build a `Path` that the context strokes;
// `saveGState()`/`restoreGState()` become a copy of the context (a value type:
// changes to the copy never reach the original); `setFillColor` becomes the
// `with:` shading of each fill. The city and its time zone are gone: the clock
// shows the simulated time in UTC, always daytime (black hands).
import Foundation
import ViewSim

extension Lesson11 {
    /// Seed 003's clock face, on a TimelineView that ticks every second.
    struct AnalogClock: View {
        var body: some View {
            // lesson-code: lesson11-clock-timeline
            TimelineView(.periodic(from: .simNow, by: 1)) { timeline in
                Canvas { context, size in
                    let clockSize = min(size.width, size.height) * 0.9
                    let centerOffset = min(size.width, size.height) * 0.05
                    let clockCenter = clockSize / 2.0 + centerOffset
                    drawTickMarks(context: context, size: clockSize, offset: centerOffset)

                    var handContext = context
                    handContext.translateBy(x: clockCenter, y: clockCenter)
                    let time = Lesson11.clockTime(timeline.date)
                    let hourRadius = clockSize * 0.65 / 2.0
                    drawClockHand(
                        context: handContext, angle: time.hour / 12.0 * 2 * Double.pi,
                        width: 7.5, length: hourRadius, color: .black)
                    let minuteRadius = clockSize * 0.75 / 2.0
                    drawClockHand(
                        context: handContext, angle: time.minute / 60.0 * 2 * Double.pi,
                        width: 5.0, length: minuteRadius, color: .black)
                    let secondRadius = clockSize * 0.85 / 2.0
                    drawClockHand(
                        context: handContext, angle: time.second / 60.0 * 2 * Double.pi,
                        width: 2.0, length: secondRadius, color: .red)
                }
                .accessibilityIdentifier("clock")
            }
            .frame(width: 240, height: 240)
            // end lesson-code: lesson11-clock-timeline
        }

        // lesson-code: lesson11-clock-ticks
        func drawTickMarks(context: GraphicsContext, size: Double, offset: Double) {
            let clockCenter = size / 2.0 + offset
            let clockRadius = size / 2.0
            for hourMark in 0..<12 {
                let angle = Double(hourMark) / 12.0 * 2.0 * Double.pi
                let startX = cos(angle) * clockRadius + clockCenter
                let startY = sin(angle) * clockRadius + clockCenter
                let endX = cos(angle) * clockRadius * 0.9 + clockCenter
                let endY = sin(angle) * clockRadius * 0.9 + clockCenter
                // viewsim: CGContext's move/addLine/strokePath become a Path the context strokes.
                let tick = Path { path in
                    path.move(to: CGPoint(x: startX, y: startY))
                    path.addLine(to: CGPoint(x: endX, y: endY))
                }
                context.stroke(tick, with: .color(.black))
            }
        }

        func drawClockHand(context: GraphicsContext, angle: Double, width: Double, length: Double, color: Color) {
            // viewsim: saveGState/restoreGState become a copy of the context.
            var context = context
            context.rotate(by: .radians(angle))
            let hand = Path { path in
                path.move(to: CGPoint(x: 0, y: 0))
                path.addLine(to: CGPoint(x: -width, y: -length * 0.67))
                path.addLine(to: CGPoint(x: 0, y: -length))
                path.addLine(to: CGPoint(x: width, y: -length * 0.67))
                path.closeSubpath()
            }
            context.fill(hand, with: .color(color))
        }
        // end lesson-code: lesson11-clock-ticks
    }

    /// Hours (with the fraction), minutes and seconds of `date` in UTC, as the
    /// tutorial's `clockDecimalHourInLocalTz`, `clockMinuteInLocalTz` and `clockSecondInLocalTz`.
    static func clockTime(_ date: Date) -> (hour: Double, minute: Double, second: Double) {
        let seconds = date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 86_400)
        let daySeconds = seconds < 0 ? seconds + 86_400 : seconds
        let hour = (daySeconds / 3_600).truncatingRemainder(dividingBy: 12)
        let minute = (daySeconds / 60).truncatingRemainder(dividingBy: 60)
        let second = daySeconds.truncatingRemainder(dividingBy: 60).rounded(.down)
        return (hour, minute, second)
    }
}
