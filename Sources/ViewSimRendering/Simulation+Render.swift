// Drawing a simulation's frames from Swift: `sim.render(at:to:)` writes the
// frame on screen at a time as PNG or SVG, and `sim.renderFilmstrip(times:to:)`
// several frames in one PNG, from the display lists the simulation builds; with
// `showingUpdates`, with update overlays (`UpdateOverlay`).
// Simplifies: a past time needs `SimulationConfiguration.recordsDisplayLists`
// (as `Simulation.displayList(at:)` does); a time ahead advances the simulation.
import Foundation
import ViewSim

extension Simulation {
    /// Draws the frame on screen at `time` (now, when nil) to `url`, as PNG or SVG by its extension.
    ///
    /// ```swift
    /// let sim = Simulation(ContentView())
    /// try sim.tap("heart")
    /// try sim.render(at: 0.5, to: URL(fileURLWithPath: "heart.png"))   // advances to t = 0.5 s first
    /// ```
    ///
    /// - Parameters:
    ///   - time: the simulated time; later than now advances the simulation to it, earlier needs
    ///     `recordsDisplayLists`.
    ///   - url: a `.png` or `.svg` file, written whole or not at all.
    ///   - scale: pixels per point in a PNG (2: a Retina screen).
    ///   - croppedToContent: draw only the rectangle the views cover (with a 16-point margin,
    ///     within the screen) instead of the whole screen.
    ///   - showingUpdates: draw a box around every view whose body ran in that frame, with its
    ///     counts, and a key under the frame (`UpdateOverlay`, `viewsim render --overlay updates`).
    /// - Returns: the bytes written, their size in pixels and notes on what could not be drawn as listed.
    /// - Throws: `SimulationError` for a past time that was not recorded; `RenderError` for a file
    ///   that is neither .png nor .svg, or one that cannot be written.
    @discardableResult
    public func render(
        at time: Double? = nil, to url: URL, scale: Double = 2, croppedToContent: Bool = false,
        showingUpdates: Bool = false
    ) throws -> RenderResult {
        var list = try time.map { try displayList(at: $0) } ?? displayList()
        if showingUpdates {
            let frame = try renderFrame(at: time ?? self.time)
            list = UpdateOverlay(self).apply(to: [frame], croppedToContent: croppedToContent)[0].displayList
        } else if croppedToContent {
            list = list.croppedToContent()
        }
        return try DisplayListRenderer(scale: scale).write(list, to: url)
    }

    /// The frame on screen at `time` (see `displayList(at:)`), labelled with its time and frame number.
    package func renderFrame(at time: Double) throws -> RenderFrame {
        let list = try displayList(at: time)
        return RenderFrame(
            time: time, displayList: list,
            frame: FrameClock(framesPerSecond: configuration.framesPerSecond).frame(atOrBefore: time))
    }

    /// Draws the frames on screen at `times` in a grid in one PNG (at most six to a row), each labelled
    /// with its frame number and time.
    ///
    /// ```swift
    /// try sim.renderFilmstrip(times: [0, 0.1, 0.2, 0.3], to: URL(fileURLWithPath: "strip.png"))
    /// ```
    ///
    /// Every frame is cropped to the rectangle all of them cover (with a 16-point margin, within the
    /// screen); with `showingUpdates`, each has its update overlay (`UpdateOverlay`).
    @discardableResult
    public func renderFilmstrip(times: [Double], to url: URL, scale: Double = 2, showingUpdates: Bool = false)
        throws -> RenderResult
    {
        let frames = try times.map { try renderFrame(at: $0) }
        let drawn =
            showingUpdates ? UpdateOverlay(self).apply(to: frames) : RenderFrame.croppedToContent(frames)
        let result = try Filmstrip(frames: drawn).png(
            with: DisplayListRenderer(scale: scale))
        try result.write(to: url)
        return result
    }
}

extension DisplayList {
    /// The margin around the views in a picture cropped to them, in points.
    public static let contentMargin: CGFloat = 16

    /// This list cut to the rectangle its items cover plus `contentMargin`, within the
    /// screen (unchanged when nothing is drawn on screen).
    public func croppedToContent() -> DisplayList {
        guard let bounds = contentBounds, let rect = DisplayList.cropRect(around: bounds, on: size) else { return self }
        return cropped(to: rect)
    }

    /// `bounds` plus the margin, in whole points, within a screen of `size` (nil when off screen).
    static func cropRect(around bounds: CGRect, on size: CGSize) -> CGRect? {
        let screen = CGRect(origin: .zero, size: size)
        let rect = bounds.insetBy(dx: -contentMargin, dy: -contentMargin).integral.intersection(screen)
        return rect.isNull || rect.isEmpty ? nil : rect
    }
}

extension RenderFrame {
    /// `frames` cut to one rectangle that covers what every one of them draws, plus the margin,
    /// so that they line up.
    public static func croppedToContent(_ frames: [RenderFrame]) -> [RenderFrame] {
        guard
            let union = frames.compactMap(\.displayList.contentBounds).reduce(
                nil, { (sum: CGRect?, rect) in sum.map { $0.union(rect) } ?? rect }),
            let first = frames.first, let rect = DisplayList.cropRect(around: union, on: first.displayList.size)
        else {
            return frames
        }
        return frames.map { RenderFrame(time: $0.time, displayList: $0.displayList.cropped(to: rect), frame: $0.frame) }
    }
}
