// The end of a finished run, as the CLI checks the times it is given against it
// (`--at`, a `--frames a..b` range): the CLI prints the end with at most four
// decimals (`ValueFormatter.number`: "lesson1 runs from 0s to 2.2167s") while
// the run ends at an exact time (133/60 s), so a time within half a unit of
// that last printed digit (0.00005 s) after the end counts as the end
// (viewsim's model): what the CLI prints can be typed back.
// Simplifies: one tolerance for every end, whatever digits it prints with.
import ViewSim

/// The end of a run and the rule for times at it.
///
/// ```swift
/// let end = RunEnd(seconds: 133.0 / 60, scenarioName: "lesson1")
/// end.clamped(2.2167)   // 2.21666…, the end
/// end.clamped(2.2177)   // nil: after the end
/// end.span              // "lesson1 runs from 0s to 2.2167s"
/// ```
struct RunEnd {
    /// The run's last moment, exactly.
    let seconds: Double
    /// The scenario's name, for messages.
    let scenarioName: String

    /// Half a unit of the last digit a time prints with (four decimals).
    static let printedHalfUnit = 0.000_05

    /// `time` when it is not after the end; the end when it is after it by at most
    /// half a unit of the printed last digit (with the clock's own tolerance); nil
    /// when it is clearly after the end.
    func clamped(_ time: Double) -> Double? {
        if time <= seconds { return time }
        return time <= seconds + Self.printedHalfUnit + FrameClock.tolerance ? seconds : nil
    }

    /// "lesson1 runs from 0s to 2.2167s": the span every refusal names.
    var span: String {
        "\(scenarioName) runs from 0s to \(ValueFormatter.number(seconds))s."
    }
}
