// Models which configurations a simulation can run with: every value out of
// range is reported (a `.configuration` diagnostic in frame 0) together with the
// value used instead, never changed silently.
// Simplifies: one fixed range per value; the replacement is the nearest value in
// range (or the default where there is no nearest one, such as NaN).
import Foundation

extension SimulationConfiguration {
    /// The largest frame rate a simulation runs at.
    package static let framesPerSecondRange = 1...1000
    /// The update passes one frame may take.
    package static let maxPassesPerFrameRange = 1...64
    /// The largest screen side, in points.
    package static let maximumScreenSide: CGFloat = 100_000

    /// The configuration a simulation runs with, and one diagnostic for each value
    /// that could not be used as given (the value used instead is in its message).
    ///
    /// ```swift
    /// var configuration = SimulationConfiguration()
    /// configuration.framesPerSecond = 5000
    /// let (used, problems) = configuration.validated()
    /// used.framesPerSecond   // 1000
    /// problems.first?.message // "framesPerSecond 5000 is outside 1...1000; using 1000."
    /// ```
    package func validated() -> (configuration: SimulationConfiguration, problems: [Diagnostic]) {
        var used = self
        var problems: [Diagnostic] = []
        let fps = Self.framesPerSecondRange
        used.framesPerSecond = min(max(framesPerSecond, fps.lowerBound), fps.upperBound)
        if used.framesPerSecond != framesPerSecond {
            problems.append(.framesPerSecondOutOfRange(given: framesPerSecond, using: used.framesPerSecond))
        }
        let passes = Self.maxPassesPerFrameRange
        used.maxPassesPerFrame = min(max(maxPassesPerFrame, passes.lowerBound), passes.upperBound)
        if used.maxPassesPerFrame != maxPassesPerFrame {
            problems.append(.maxPassesPerFrameOutOfRange(given: maxPassesPerFrame, using: used.maxPassesPerFrame))
        }
        if !(passDuration >= 0) || !passDuration.isFinite {
            used.passDuration = SimulationConfiguration().passDuration
            problems.append(.passDurationInvalid(given: passDuration, using: used.passDuration))
        }
        if maximumFramesPerCall < 1 {
            used.maximumFramesPerCall = SimulationConfiguration().maximumFramesPerCall
            problems.append(
                .maximumFramesPerCallNotPositive(given: maximumFramesPerCall, using: used.maximumFramesPerCall))
        }
        let side = Self.maximumScreenSide
        if !(screenSize.width > 0 && screenSize.width <= side && screenSize.height > 0 && screenSize.height <= side) {
            used.screenSize = SimulationConfiguration().screenSize
            problems.append(.screenSizeInvalid(given: screenSize, using: used.screenSize, maximum: side))
        }
        let insets = [safeAreaInsets.top, safeAreaInsets.leading, safeAreaInsets.bottom, safeAreaInsets.trailing]
        if insets.contains(where: { !($0 >= 0) || !$0.isFinite }) {
            func usable(_ value: CGFloat) -> CGFloat { value >= 0 && value.isFinite ? value : 0 }
            used.safeAreaInsets = EdgeInsets(
                top: usable(safeAreaInsets.top), leading: usable(safeAreaInsets.leading),
                bottom: usable(safeAreaInsets.bottom), trailing: usable(safeAreaInsets.trailing))
            problems.append(.safeAreaInsetsInvalid(given: insets, using: used.safeAreaInsets))
        }
        used.recording = recording.validated
        if let problem = recording.problem {
            problems.append(.recordingInvalid(problem: problem))
        }
        return (used, problems)
    }
}
