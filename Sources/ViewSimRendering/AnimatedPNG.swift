// Writes an animated PNG (APNG) of several frames that browsers play: each frame
// is drawn to a PNG by the renderer, and its image data is wrapped in APNG's
// chunks — acTL (frame count, loops) after IHDR, an fcTL (size, delay) before
// each frame, the first frame's data as IDAT (what viewers without APNG show),
// the others' as fdAT — with sequence numbers and CRC-32s written here.
// A frame is shown until the next frame's time; the last as long as the one before.
// Simplifies: every frame covers the whole image (no regions, no blending with the
// previous one); delays are whole milliseconds (1 ms to 65.535 s).
// Lesson: a step's animated preview in `viewsim render` and `viewsim run`.
import Foundation
import ViewSim

/// An animated PNG of frames, each shown until the next one's time.
///
/// ```swift
/// let preview = AnimatedPNG(frames: frames)
/// try preview.png(with: DisplayListRenderer()).write(to: URL(fileURLWithPath: "step2.apng.png"))
/// ```
public struct AnimatedPNG: Equatable, Sendable {
    /// How long a frame is shown when the times do not say (one frame, or times that do not increase): 0.1 s.
    public static let defaultDelay = 0.1

    public var frames: [RenderFrame]
    /// How many times a browser plays it; 0 forever.
    public var loops: Int

    public init(frames: [RenderFrame], loops: Int = 0) {
        self.frames = frames
        self.loops = loops
    }

    /// Each frame's delay in milliseconds, and notes on delays that could not come from the times.
    func delays(notes: RenderNotes) -> [UInt16] {
        frames.indices.map { index in
            let next = index + 1 < frames.count ? index + 1 : index
            let from = next == index ? index - 1 : index
            var seconds = Self.defaultDelay
            if from >= 0, from != next {
                let gap = frames[next].time - frames[from].time
                if gap.isFinite, gap > 0 {
                    seconds = gap
                } else {
                    notes.add("Frames \(from) and \(next) are at times \(RenderError.number(frames[from].time)) and "
                        + "\(RenderError.number(frames[next].time)) s, which do not increase, so a frame between them is shown for \(Self.defaultDelay) s.")
                }
            }
            return UInt16(min(65_535, max(1, (seconds * 1000).rounded())))
        }
    }

    /// The animation as APNG bytes, every frame drawn by `renderer` at its scale.
    /// - Throws: `RenderError` when there are no frames, the frames' display sizes differ or are invalid,
    ///   `loops` is negative, or cairo fails.
    public func png(with renderer: DisplayListRenderer = DisplayListRenderer()) throws -> RenderResult {
        guard let first = frames.first else {
            throw RenderError.invalidFrames("An animated PNG needs at least one frame, and it was given none. To fix, pass the display lists of the times to show.")
        }
        guard loops >= 0, loops <= Int(UInt32.max) else {
            throw RenderError.invalidFrames("An animated PNG plays 0 (forever) or more times, not \(loops). To fix, pass loops: 0 or more.")
        }
        for (index, frame) in frames.enumerated() where frame.displayList.size != first.displayList.size {
            let size = frame.displayList.size
            throw RenderError.invalidFrames("The frames of an animated PNG must have one display size, but frame \(index) is "
                + "\(RenderError.number(Double(size.width))) × \(RenderError.number(Double(size.height))) pt and frame 0 is "
                + "\(RenderError.number(Double(first.displayList.size.width))) × \(RenderError.number(Double(first.displayList.size.height))) pt. "
                + "To fix, render frames of one simulation (one screen size).")
        }
        let size = try RenderSize(points: first.displayList.size, scale: renderer.scale, what: "display")
        let notes = RenderNotes()
        if let note = size.note { notes.add(note) }
        let delays = delays(notes: notes)
        var header: PNGChunk?
        var chunks: [PNGChunk] = []
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let painter = renderer.painter(notes)
            let label = frames.count > 1 ? "frame \(index): " : ""
            let png = try renderer.drawPNG(width: size.pixelWidth, height: size.pixelHeight) { surface in
                painter.draw(frame.displayList, on: surface, scale: size.scale, label: label)
            }
            let parts = try PNGChunk.chunks(of: png)
            guard let ihdr = parts.first, ihdr.type == "IHDR" else { throw RenderError.invalidPNG("cairo's PNG of frame \(index) does not start with IHDR") }
            if let header, header != ihdr {
                throw RenderError.cairo("cairo wrote frame \(index) with another pixel format than frame 0")
            }
            header = ihdr
            let control = PNGChunk.bigEndian(sequence) + PNGChunk.bigEndian(UInt32(size.pixelWidth)) + PNGChunk.bigEndian(UInt32(size.pixelHeight))
                + PNGChunk.bigEndian(UInt32(0)) + PNGChunk.bigEndian(UInt32(0))
                + PNGChunk.bigEndian(delays[index]) + PNGChunk.bigEndian(UInt16(1000))
                + [0, 0]  // dispose: none; blend: source (the frame replaces the whole image)
            chunks.append(PNGChunk(type: "fcTL", data: control))
            sequence += 1
            for part in parts where part.type == "IDAT" {
                if index == 0 {
                    chunks.append(part)
                } else {
                    chunks.append(PNGChunk(type: "fdAT", data: PNGChunk.bigEndian(sequence) + part.data))
                    sequence += 1
                }
            }
        }
        guard let header else { throw RenderError.invalidPNG("no frame was drawn") }
        let animation = PNGChunk(type: "acTL", data: PNGChunk.bigEndian(UInt32(frames.count)) + PNGChunk.bigEndian(UInt32(loops)))
        let bytes = PNGChunk.file([header, animation] + chunks + [PNGChunk(type: "IEND", data: [])])
        return RenderResult(bytes: bytes, pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight, scale: size.scale, notes: notes.all)
    }
}
