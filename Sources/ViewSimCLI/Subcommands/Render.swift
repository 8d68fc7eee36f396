// `viewsim render <lesson> --at <step|time> -o frame.png|svg`: what the views
// draw at a moment, drawn by cairo (ViewSimRendering) from the frame's display
// list; with --frames, a filmstrip of several frames in one PNG; with
// --animate, an animated PNG of a step that browsers play; with --overlay
// updates, a box around each view whose body ran in the frame (UpdateOverlay).
import ArgumentParser
import Foundation
import ViewSim
import ViewSimRendering

/// Draws what a scenario's views show at a moment.
struct RenderCommand<Root: ScenarioCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        let words = Root.vocabulary
        let name = Root.commandName
        let examples = words.examples(in: Root.scenarios)
        return CommandConfiguration(
            commandName: "render",
            abstract:
                "Draw what a \(words.noun)'s views show at a step or a time: a PNG or SVG frame, a filmstrip, or an animation.",
            discussion: """
                The \(words.noun) runs to the end, keeping every frame's display list (what is \
                drawn, in order, with every effect at its animated value), then draws the \
                moment --at names with cairo:

                  --at 2, --at step2  the last frame of step 2 (what the screen shows when
                                      the step ends)
                  --at 1.5s           the frame on screen at 1.5 simulated seconds

                The format comes from the file's extension: .png or .svg, the same bytes on \
                every run. The picture is the rectangle the views cover, with a 16-point margin \
                (all frames of a filmstrip or animation share one rectangle); --full-screen \
                draws the whole simulated screen (393×852 points, an iPhone 15). PNGs are drawn \
                at --scale pixels per point (default 2).

                  --frames 8                 8 frames spread over the step --at names, in one
                                             PNG, each labelled with its time
                  --frames 0.5s..1.5s        8 frames from 0.5 s to 1.5 s (--at not needed)
                  --frames 0.5s..1.5s/0.25s  one frame every 0.25 s; /6 for six frames
                  --animate                  every frame of the step --at names as an animated
                                             PNG (APNG) that a browser plays at its timing
                  --overlay updates          over each frame, a box around every view whose
                                             body ran in that frame, coloured by the cause of
                                             its first run there, with a badge of its body
                                             runs and skips so far (r3 s1); a key under the
                                             frame names the colours

                Overlay colours (Okabe–Ito, colour-blind safe): @self blue, @identity bluish \
                green, a dynamic property (_count: state, binding, environment, object) \
                vermillion, @dependencies (Observation) reddish purple, @timeline orange, \
                @unknown black. viewsim's model: a box is the view's laid-out frame in that \
                frame, without effects such as .offset; a view whose body is another view \
                has its content's frame; internal nodes are left out; a view whose body ran \
                but that has no frame on screen (removed in that frame) is named in the key.

                viewsim's model: text draws with DejaVu fonts and emoji with Noto Color Emoji \
                (SF Pro is not on Linux); SF Symbols and asset images are labelled placeholders \
                of their size.

                Examples:
                  $ \(name) render \(examples.first) --at 1 -o frame.png
                  $ \(name) render \(examples.first) --at 1.5s -o frame.svg
                  $ \(name) render \(examples.first) --at 1 --frames 6 -o strip.png
                  $ \(name) render \(examples.first) --at 1 --animate -o step1.png
                  $ \(name) render \(examples.first) --at 1 --animate --overlay updates -o updates.png
                  $ \(name) render \(examples.first) --at 1 --format png -o - | display

                \(OutputFile.helpParagraph)
                """
        )
    }

    @OptionGroup var lesson: ScenarioArgument<Root>

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The moment to draw: a step (2 or step2) or a time in seconds (1.5s).", valueName: "step|time"),
        transform: GraphMoment.parse)
    var at: GraphMoment?

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp(
            "The file to write: .png or .svg (a filmstrip or an animation: .png; \(OutputFile.helpSummary))",
            valueName: "file"))
    var output: String

    @Option(
        help: ArgumentHelp(
            "The format when the file's name does not say: png or svg (for -o -: svg, png for --frames and --animate).",
            valueName: "format"))
    var format: String?

    @Option(
        help: ArgumentHelp(
            "A filmstrip: a count over the step (8), or a time range (0.5s..1.5s, 0.5s..1.5s/6, 0.5s..1.5s/0.25s).",
            valueName: "frames"),
        transform: FrameSelection.parse)
    var frames: FrameSelection?

    @Flag(help: "An animated PNG of every frame of the step --at names.")
    var animate = false

    @Option(
        help: ArgumentHelp(
            "What to draw over the frames: updates (a box, coloured by cause, around every view whose body ran, with its run and skip counts).",
            valueName: "overlay"),
        transform: RenderOverlay.parse)
    var overlay: RenderOverlay?

    @Flag(help: "Draw the whole simulated screen, not just the rectangle the views cover.")
    var fullScreen = false

    @Option(help: ArgumentHelp("Pixels per point, 1 to 4.", valueName: "scale"))
    var scale: Double = 2

    func validate() throws {
        let lesson = try self.lesson.scenario()
        let format = try RenderFormat(path: output, requested: self.format, picture: frames == nil && !animate)
        guard scale.isFinite, (1...4).contains(scale) else {
            throw ValidationError("--scale \(scale): use 1 to 4 pixels per point (2 is the default).")
        }
        if frames != nil, animate {
            throw ValidationError("--frames and --animate draw different things; give one of them.")
        }
        if frames != nil || animate, format != .png {
            throw ValidationError("a filmstrip or an animation is a PNG: name the file '….png' (or give --format png).")
        }
        if at == nil {
            switch frames {
            case .range?: break
            default: throw ValidationError("--at is missing: name a step (--at 2) or a time (--at 1.5s).")
            }
        }
        if animate, case .time? = at {
            throw ValidationError("--animate draws a whole step: give --at a step number (--at 2), not a time.")
        }
        if case .step(let step)? = at, !lesson.steps.indices.contains(step) {
            throw ValidationError(
                "step \(step) is out of range: \(lesson.name) has steps 0 to \(lesson.steps.count - 1).")
        }
    }

    func run() throws {
        try reportingErrors {
            let lesson = try self.lesson.scenario()
            let format = try RenderFormat(path: output, requested: self.format, picture: frames == nil && !animate)
            // Opened before the run, so a path that can't be written is refused first.
            let file = try OutputFile(path: output)
            let run = try ScenarioRunner.run(lesson, recordsDisplayLists: true)
            let simulation = run.simulation
            let renderer = DisplayListRenderer(scale: scale)
            let updates = overlay.map { _ in UpdateOverlay(simulation) }
            // `frames` with their overlays (cropped unless --full-screen), else cropped.
            func drawn(_ frames: [RenderFrame]) -> [RenderFrame] {
                updates.map { $0.apply(to: frames, croppedToContent: !fullScreen) } ?? crop(frames)
            }
            let result: RenderResult
            let what: String
            if animate, case .step(let step)? = at {
                let frames = drawn(try StepFrames.all(of: step, in: simulation))
                result = try AnimatedPNG(frames: frames).png(with: renderer)
                what = "an animation of step \(step) (\(frames.count) frames)"
            } else if let frames {
                let times = try StepFrames.times(of: frames, at: at, in: simulation, scenarioName: lesson.name)
                let renderFrames = drawn(try times.map { try simulation.renderFrame(at: $0) })
                result = try Filmstrip(frames: renderFrames).png(with: renderer)
                what =
                    "a filmstrip of \(renderFrames.count) frames from \(ValueFormatter.number(times.first ?? 0))s to \(ValueFormatter.number(times.last ?? 0))s"
            } else {
                let time = try StepFrames.time(
                    of: at ?? .step(lesson.steps.count - 1), in: simulation, scenarioName: lesson.name)
                let list: DisplayList
                if updates != nil {
                    list = drawn([try simulation.renderFrame(at: time)])[0].displayList
                } else {
                    let recorded = try simulation.displayList(at: time)
                    list = fullScreen ? recorded : recorded.croppedToContent()
                }
                result = format == .png ? try renderer.png(list) : try renderer.svg(list)
                what = "the frame at \(ValueFormatter.number(time))s"
            }
            try file.commit(result.bytes)
            let console = Console()
            defer { for note in result.notes { console.reportError("note: \(note)") } }
            guard !file.isStandardOutput else { return }
            console.say(
                "Wrote \(output): \(what) of \(lesson.name)\(updates == nil ? "" : " with update overlays"), \(result.pixelWidth)×\(result.pixelHeight) pixels."
            )
        }
    }
}

extension RenderCommand {
    /// `frames` cut to the rectangle they cover, unless --full-screen.
    func crop(_ frames: [RenderFrame]) -> [RenderFrame] {
        fullScreen ? frames : RenderFrame.croppedToContent(frames)
    }
}

/// What `render --overlay` draws over the frames.
enum RenderOverlay: String, Equatable {
    /// A box around every view whose body ran in the frame, with its counts (`UpdateOverlay`).
    case updates

    /// `--overlay`'s value, or a ValidationError naming the values there are.
    static func parse(_ text: String) throws -> RenderOverlay {
        guard let overlay = RenderOverlay(rawValue: text.lowercased()) else {
            throw ValidationError("--overlay \(text): use updates (the one overlay there is: --overlay updates).")
        }
        return overlay
    }
}

/// The file formats `render` writes.
enum RenderFormat: Equatable {
    case png, svg

    /// The format `path`'s extension names, else `requested` (`--format`), else for
    /// standard output (`-`) SVG for one `picture` and PNG for several; a
    /// ValidationError when they disagree or none is known.
    init(path: String, requested: String? = nil, picture: Bool = true) throws {
        var asked: RenderFormat?
        switch requested?.lowercased() {
        case nil: break
        case "png"?: asked = .png
        case "svg"?: asked = .svg
        case let other?: throw ValidationError("--format \(other): use png or svg.")
        }
        let name = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
        let named: RenderFormat? = name.hasSuffix(".png") ? .png : name.hasSuffix(".svg") ? .svg : nil
        switch (named, asked) {
        case (let named?, let asked?) where named != asked:
            throw ValidationError(
                "'\(path)' names a .\(named == .png ? "png" : "svg") file but --format says \(asked == .png ? "png" : "svg"); give one of them."
            )
        case (let named?, _): self = named
        case (nil, let asked?): self = asked
        case (nil, nil):
            guard path == "-" else {
                throw ValidationError(
                    "can't tell the format of '\(path)' from its extension. Use .png or .svg, or give --format.")
            }
            self = picture ? .svg : .png
        }
    }
}
