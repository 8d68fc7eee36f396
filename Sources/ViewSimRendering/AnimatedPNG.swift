// Writes an animated PNG (APNG) of several frames that browsers play, small enough to
// keep next to a lesson: each frame is drawn on an image surface by the renderer and
// compared with the frame before; only the bounding box of the pixels that changed is
// written (a region frame), and a frame that changed nothing — an equal display list, or
// equal pixels — lengthens the frame before instead of being written. The chunks are
// APNG's: acTL (frames written, loops) after IHDR, an fcTL (region, delay) before each
// frame, the first frame's data as IDAT (the whole image: what viewers without APNG
// show), the others' as fdAT — with sequence numbers and CRC-32s written here.
// A frame is shown until the next frame's time; the last as long as the one before.
// Simplifies: one rectangle per frame (the bounding box of every change, not several
// boxes); regions replace their pixels (dispose none, blend source: no transparency);
// delays are whole milliseconds, a gap between two frames' times is shown for 1 ms to
// 65.535 s, and a frame shown longer (after merging) is split into frames of 65.535 s.
// Lesson: a step's animated preview in `viewsim render` and `viewsim run`.
import Foundation
import ViewSim

/// An animated PNG of frames, each shown until the next one's time.
///
/// ```swift
/// let preview = AnimatedPNG(frames: frames)
/// try preview.png(with: DisplayListRenderer()).write(to: URL(fileURLWithPath: "step2.apng.png"))
/// ```
///
/// The file holds as few frames as show the same thing: consecutive frames with equal display
/// lists or equal pixels are one APNG frame shown for their summed delays, and each frame after
/// the first holds only the rectangle of pixels that changed. So the count in the file (acTL) is
/// the number of frames written, at most `frames.count` — viewsim's model: an APNG frame may last
/// at most 65.535 s (a 16-bit delay in ms), so a merged frame shown longer is written as several
/// frames of at most 65.535 s each (the later ones repaint one unchanged pixel); a single gap of
/// more than 65.535 s between two frames' times is shown for 65.535 s, with a note.
public struct AnimatedPNG: Equatable, Sendable {
    /// How long a frame is shown when the times do not say (one frame, or times that do not increase): 0.1 s.
    public static let defaultDelay = 0.1
    /// The longest delay of one APNG frame, in milliseconds (fcTL's 16-bit numerator over 1000).
    static let maximumDelay = 65_535

    /// The frames to show, in order. The file may hold fewer (see the type's documentation).
    public var frames: [RenderFrame]
    /// How many times a browser plays it; 0 forever.
    public var loops: Int

    public init(frames: [RenderFrame], loops: Int = 0) {
        self.frames = frames
        self.loops = loops
    }

    /// Each frame's delay in milliseconds (1 to 65,535), and notes on delays that could not come from the times.
    func delays(notes: RenderNotes) -> [Int] {
        frames.indices.map { index in
            let next = index + 1 < frames.count ? index + 1 : index
            let from = next == index ? index - 1 : index
            var seconds = Self.defaultDelay
            if from >= 0, from != next {
                let gap = frames[next].time - frames[from].time
                if gap.isFinite, gap > 0 {
                    seconds = gap
                } else {
                    notes.add(
                        "Frames \(from) and \(next) are at times \(RenderError.number(frames[from].time)) and "
                            + "\(RenderError.number(frames[next].time)) s, which do not increase, so a frame between them is shown for \(Self.defaultDelay) s."
                    )
                }
                if seconds * 1000 > Double(Self.maximumDelay) + 0.5 {
                    notes.add(
                        "Frames \(from) and \(next) are \(RenderError.number(seconds)) s apart, longer than an animated PNG's "
                            + "frame can last, so a frame between them is shown for 65.535 s. To fix, render frames at most a minute apart."
                    )
                }
            }
            return min(Self.maximumDelay, max(1, Int((seconds * 1000).rounded())))
        }
    }

    /// The animation as APNG bytes, every frame drawn by `renderer` at its scale.
    /// - Throws: `RenderError` when there are no frames, the frames' display sizes differ or are invalid,
    ///   `loops` is negative, or cairo fails.
    public func png(with renderer: DisplayListRenderer = DisplayListRenderer()) throws -> RenderResult {
        guard let first = frames.first else {
            throw RenderError.invalidFrames(
                "An animated PNG needs at least one frame, and it was given none. To fix, pass the display lists of the times to show."
            )
        }
        guard loops >= 0, loops <= Int(UInt32.max) else {
            throw RenderError.invalidFrames(
                "An animated PNG plays 0 (forever) or more times, not \(loops). To fix, pass loops: 0 or more.")
        }
        for (index, frame) in frames.enumerated() where frame.displayList.size != first.displayList.size {
            let size = frame.displayList.size
            throw RenderError.invalidFrames(
                "The frames of an animated PNG must have one display size, but frame \(index) is "
                    + "\(RenderError.number(Double(size.width))) × \(RenderError.number(Double(size.height))) pt and frame 0 is "
                    + "\(RenderError.number(Double(first.displayList.size.width))) × \(RenderError.number(Double(first.displayList.size.height))) pt. "
                    + "To fix, render frames of one simulation (one screen size).")
        }
        let size = try RenderSize(points: first.displayList.size, scale: renderer.scale, what: "display")
        let notes = RenderNotes()
        if let note = size.note { notes.add(note) }
        let delays = delays(notes: notes)
        var writer = Writer()
        var previous: (list: DisplayList, image: CairoImage)?
        for (index, frame) in frames.enumerated() {
            if let previous, previous.list == frame.displayList {
                writer.lengthen(by: delays[index])
                continue
            }
            let painter = renderer.painter(notes)
            let label = frames.count > 1 ? "frame \(index): " : ""
            let image = try renderer.drawImage(width: size.pixelWidth, height: size.pixelHeight) { surface in
                painter.draw(frame.displayList, on: surface, scale: size.scale, label: label)
            }
            if let previous {
                if let region = image.changedRegion(since: previous.image) {
                    try writer.finish(showing: previous.image)
                    try writer.start(region, of: image, delay: delays[index], frame: index)
                } else {
                    writer.lengthen(by: delays[index])
                }
            } else {
                try writer.start(image.bounds, of: image, delay: delays[index], frame: index)
            }
            previous = (frame.displayList, image)
        }
        if let previous { try writer.finish(showing: previous.image) }
        let bytes = try writer.file(loops: loops)
        return RenderResult(
            bytes: bytes, pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight, scale: size.scale,
            notes: notes.all)
    }
}

extension AnimatedPNG {
    /// Collects the frames to write: the one being shown (whose delay may still grow) and those
    /// finished, each a region of the image with its PNG image data and a delay of at most 65.535 s.
    struct Writer {
        /// One APNG frame: where its pixels go, their image data (cairo's IDAT chunks' data) and its delay in ms.
        struct Frame {
            var region: CairoImage.Region
            var data: [[UInt8]]
            var delay: Int
        }

        /// The whole image's IHDR (from the first frame's PNG).
        private(set) var header: PNGChunk?
        private(set) var finished: [Frame] = []
        private var current: Frame?

        /// Starts a frame showing `region` of `image` for `delay` ms (lengthened by later `lengthen` calls).
        /// - Throws: `RenderError` when cairo fails or writes the region in another pixel format than the first frame.
        mutating func start(_ region: CairoImage.Region, of image: CairoImage, delay: Int, frame index: Int) throws {
            current = Frame(region: region, data: try imageData(region, of: image, frame: index), delay: delay)
        }

        /// Shows the current frame `delay` ms longer.
        mutating func lengthen(by delay: Int) {
            current?.delay += delay
        }

        /// Moves the current frame to the finished ones, split into frames of at most 65.535 s; the
        /// later pieces repaint `image`'s top-left pixel, which the current frame left as `image` has it.
        mutating func finish(showing image: CairoImage) throws {
            guard var frame = current else { return }
            current = nil
            var remaining = frame.delay
            frame.delay = min(remaining, AnimatedPNG.maximumDelay)
            finished.append(frame)
            remaining -= frame.delay
            guard remaining > 0 else { return }
            // Bounded: every frame given adds at most 65,535 ms, so this writes at most one piece per frame given.
            let pixel = CairoImage.Region(x: 0, y: 0, width: 1, height: 1)
            let data = try imageData(pixel, of: image, frame: nil)
            while remaining > 0 {
                let delay = min(remaining, AnimatedPNG.maximumDelay)
                finished.append(Frame(region: pixel, data: data, delay: delay))
                remaining -= delay
            }
        }

        /// The data of the IDAT chunks of `region`'s PNG; the first call keeps the PNG's IHDR as the file's.
        private mutating func imageData(_ region: CairoImage.Region, of image: CairoImage, frame index: Int?) throws
            -> [[UInt8]]
        {
            let name = index.map { "frame \($0)" } ?? "a frame's continuation"
            let parts = try PNGChunk.chunks(of: image.png(of: region))
            guard let ihdr = parts.first, ihdr.type == "IHDR", ihdr.data.count == 13 else {
                throw RenderError.invalidPNG("cairo's PNG of \(name) does not start with IHDR")
            }
            if let header {
                // Width and height are the region's; bit depth, colour type, compression, filter and interlace must match.
                guard ihdr.data[8...] == header.data[8...] else {
                    throw RenderError.cairo("cairo wrote \(name) with another pixel format than frame 0")
                }
            } else {
                header = ihdr
            }
            return parts.filter { $0.type == "IDAT" }.map(\.data)
        }

        /// The APNG file: IHDR, acTL, each frame's fcTL and IDAT (the first) or fdAT chunks, IEND.
        func file(loops: Int) throws -> [UInt8] {
            guard let header else { throw RenderError.invalidPNG("no frame was drawn") }
            var chunks = [
                header,
                PNGChunk(
                    type: "acTL", data: PNGChunk.bigEndian(UInt32(finished.count)) + PNGChunk.bigEndian(UInt32(loops))),
            ]
            var sequence: UInt32 = 0
            for (index, frame) in finished.enumerated() {
                let region = frame.region
                let control =
                    PNGChunk.bigEndian(sequence) + PNGChunk.bigEndian(UInt32(region.width))
                    + PNGChunk.bigEndian(UInt32(region.height))
                    + PNGChunk.bigEndian(UInt32(region.x)) + PNGChunk.bigEndian(UInt32(region.y))
                    + PNGChunk.bigEndian(UInt16(frame.delay)) + PNGChunk.bigEndian(UInt16(1000))
                    + [0, 0]  // dispose: none; blend: source (the region replaces exactly its pixels)
                chunks.append(PNGChunk(type: "fcTL", data: control))
                sequence += 1
                for data in frame.data {
                    if index == 0 {
                        chunks.append(PNGChunk(type: "IDAT", data: data))
                    } else {
                        chunks.append(PNGChunk(type: "fdAT", data: PNGChunk.bigEndian(sequence) + data))
                        sequence += 1
                    }
                }
            }
            return PNGChunk.file(chunks + [PNGChunk(type: "IEND", data: [])])
        }
    }
}
