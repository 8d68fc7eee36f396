// Models the presented values of each animated value, one sample per frame, as
// the JSON export lists them under "animations" (docs/trace-json.md).
// Simplifies: a sample keeps the numbers of its values, not their text (the
// events hold the full values).

/// The presented values of each animated value, one sample per frame, gathered
/// while the frames are written (see ``Trace/presentationSamples(of:attribute:)``,
/// which it follows: a start is a sample of its `from` value, and the later
/// event of a frame wins).
struct AnimationSamples {
    struct Sample {
        let frame: Int
        let time: Double
        let event: EventID
        let presentation: [Double]
        let model: [Double]
    }

    struct Track {
        let node: NodeRef
        let attribute: String
        var samples: [Sample] = []
    }

    /// In the order the values first animated (a dictionary only finds a track).
    private var tracks: [Track] = []
    private var order = FirstSeenOrder<String>()

    mutating func record(_ event: TraceEvent, frame: FrameRecord) {
        guard case .animation(let node, let attribute, let phase) = event.kind else { return }
        let key = "\(node.id) \(attribute)"
        let (position, isNew) = order.position(of: key)
        if isNew { tracks.append(Track(node: node, attribute: attribute)) }
        let sample: Sample
        switch phase {
        case .started(_, let from, let to, _):
            sample = Sample(
                frame: frame.index, time: frame.time, event: event.id, presentation: from.numbers, model: to.numbers)
        case .frame(let frameSample):
            sample = Sample(
                frame: frame.index, time: frame.time, event: event.id, presentation: frameSample.presentation.numbers,
                model: frameSample.model.numbers)
        default:
            return
        }
        if let last = tracks[position].samples.last, last.frame == sample.frame {
            tracks[position].samples[tracks[position].samples.count - 1] = sample
        } else {
            tracks[position].samples.append(sample)
        }
    }

    /// Writes the `animations` array; `compact` writes each sample as an array
    /// `[frame, event, presentation, model]` (the folded form, where a sample's
    /// time is its frame's) instead of an object.
    func write(into writer: inout JSONWriter, compact: Bool = false) {
        writer.beginArray()
        for track in tracks {
            writer.beginObject()
            writer.key("node")
            TraceJSON.node(track.node, into: &writer)
            writer.key("attribute")
            writer.string(track.attribute)
            writer.key("samples")
            writer.beginArray()
            for sample in track.samples {
                if compact {
                    writer.beginArray()
                    writer.integer(sample.frame)
                    writer.integer(sample.event)
                    TraceJSON.numbers(sample.presentation, into: &writer)
                    TraceJSON.numbers(sample.model, into: &writer)
                    writer.endArray()
                    continue
                }
                writer.beginObject()
                writer.key("frame")
                writer.integer(sample.frame)
                writer.key("time")
                writer.number(sample.time)
                writer.key("event")
                writer.integer(sample.event)
                writer.key("presentation")
                TraceJSON.numbers(sample.presentation, into: &writer)
                writer.key("model")
                TraceJSON.numbers(sample.model, into: &writer)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
    }
}
