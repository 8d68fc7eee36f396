// Seed 003 (tutorial "Using TimelineView and Canvas in SwiftUI", Drawing Tick
// Marks, Drawing Clock Hands): the analog clock's tick marks and hands, drawn with
// Core Graphics through `context.withCGContext`, as written: `drawTickMarks`,
// `drawClockHand` and the hands' code are the tutorial's, verbatim. What changed:
// the tutorial's earlier page (not in the seed) computes the sizes and gets the
// CGContext; that part is viewsim's, with the same names. The city is a stand-in at
// UTC (`location`, daytime from 6:00 to 18:00), and the clock shows the simulated time.
// The tutorial's code keeps its own layout (2-space indents), so swift format leaves this file:
// swift-format-ignore-file
import Foundation
import ViewSim

extension Lesson11 {
    /// Seed 003's clock face, on a TimelineView that ticks every second.
    struct AnalogClock: View {
        let location = ClockLocation()

        var body: some View {
            // lesson-code: lesson11-clock-timeline
            TimelineView(.periodic(from: .simNow, by: 1)) { timeline in
                Canvas { context, size in
                    let time = timeline.date
                    let clockSize = min(size.width, size.height) * 0.9
                    let centerOffset = min(size.width, size.height) * 0.05
                    let clockCenter = clockSize / 2.0 + centerOffset
                    let (clockDecimalHourInLocalTz, clockMinuteInLocalTz, clockSecondInLocalTz) =
                        Lesson11.clockTime(time)
                    context.withCGContext { cgContext in
                        drawTickMarks(
                            context: cgContext,
                            size: clockSize,
                            offset: centerOffset)
                        // 1
                        cgContext.setFillColor(location.isDaytime(at: time) ?
                          UIColor.black.cgColor : UIColor.white.cgColor)
                        // 2
                        cgContext.translateBy(x: clockCenter, y: clockCenter)
                        // 3
                        let angle = clockDecimalHourInLocalTz / 12.0 * 2 * Double.pi
                        let hourRadius = clockSize * 0.65 / 2.0
                        // 4
                        drawClockHand(
                          context: cgContext,
                          angle: angle,
                          width: 7.5,
                          length: hourRadius)

                        let minuteRadius = clockSize * 0.75 / 2.0
                        let minuteAngle = clockMinuteInLocalTz / 60.0 * 2 * Double.pi
                        drawClockHand(
                          context: cgContext,
                          angle: minuteAngle,
                          width: 5.0,
                          length: minuteRadius)

                        cgContext.saveGState()
                        cgContext.setFillColor(UIColor.red.cgColor)
                        let secondRadius = clockSize * 0.85 / 2.0
                        let secondAngle = clockSecondInLocalTz / 60.0 * 2 * Double.pi
                        drawClockHand(
                          context: cgContext,
                          angle: secondAngle,
                          width: 2.0,
                          length: secondRadius)
                        cgContext.restoreGState()
                    }
                }
                .accessibilityIdentifier("clock")
            }
            .frame(width: 240, height: 240)
            // end lesson-code: lesson11-clock-timeline
        }

        // lesson-code: lesson11-clock-ticks
        func drawTickMarks(context: CGContext, size: Double, offset: Double) {
          // 1
          let clockCenter = size / 2.0 + offset
          let clockRadius = size / 2.0
          // 2
          for hourMark in 0..<12 {
            // 3
            let angle = Double(hourMark) / 12.0 * 2.0 * Double.pi
            // 4
            let startX = cos(angle) * clockRadius + clockCenter
            let startY = sin(angle) * clockRadius + clockCenter
            // 5
            let endX = cos(angle) * clockRadius * 0.9 + clockCenter
            let endY = sin(angle) * clockRadius * 0.9 + clockCenter
            // 6
            context.move(to: CGPoint(x: startX, y: startY))
            // 7
            context.addLine(to: CGPoint(x: endX, y: endY))
            // 8
            context.strokePath()
          }
        }

        func drawClockHand(
          context: CGContext,
          angle: Double,
          width: Double,
          length: Double
        ) {
          // 1
          context.saveGState()
          // 2
          context.rotate(by: angle)
          // 3
          context.move(to: CGPoint(x: 0, y: 0))
          context.addLine(to: CGPoint(x: -width, y: -length * 0.67))
          context.addLine(to: CGPoint(x: 0, y: -length))
          context.addLine(to: CGPoint(x: width, y: -length * 0.67))
          context.closePath()
          // 4
          context.fillPath()
          // 5
          context.restoreGState()
        }
        // end lesson-code: lesson11-clock-ticks
    }

    /// The tutorial's city, reduced to what the clock asks of it: a place at UTC where
    /// it is day from 6:00 to 18:00 (viewsim's stand-in; the tutorial's cities have time zones).
    struct ClockLocation {
        func isDaytime(at date: Date) -> Bool {
            let seconds = date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 86_400)
            let hourOfDay = (seconds < 0 ? seconds + 86_400 : seconds) / 3_600
            return hourOfDay >= 6 && hourOfDay < 18
        }
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
