// Models the part of a trace JSON document (schema "viewsim.trace", version 1,
// docs/trace-json.md) an update summary reads: the steps, each frame's events
// with their node, the insertions' parents, bodies' reasons and skips,
// animation phases and diagnostics.
// Simplifies: every other field is ignored (as the schema asks readers to do);
// a field of another shape than documented fails the decoding with its path.
import Foundation

/// A trace JSON document, decoded for ``UpdateSummary``.
struct TraceDocument: Decodable {
    struct Node: Decodable {
        let id: Int
        let label: String
    }

    struct Step: Decodable {
        let index: Int
        let title: String
        let firstFrame: Int?
        let lastFrame: Int?
    }

    struct Reason: Decodable {
        let token: String
    }

    struct Skip: Decodable {
        let kind: String
        let text: String
    }

    /// An animation's or a transition's phase; a task's phase is a string, read as nil.
    struct Phase: Decodable {
        let kind: String
        let animation: String?
        let origin: String?
    }

    struct Diagnostic: Decodable {
        let kind: String
        let message: String
        let node: Node?
    }

    struct DroppedDiagnostic: Decodable {
        let step: Int
        let diagnostic: Diagnostic
    }

    struct Dropped: Decodable {
        let frames: Int
        let events: Int
        let diagnostics: [DroppedDiagnostic]
    }

    struct Event: Decodable {
        let id: Int
        /// The kind, by the vocabulary's JSON name; nil for a kind this viewsim does not know.
        let kind: TraceEventKind?
        let node: Node?
        let parent: Node?
        let hasBody: Bool?
        let reasons: [Reason]?
        let skip: Skip?
        let attribute: String?
        let phase: Phase?
        let diagnostic: Diagnostic?

        /// Every kind by its JSON name (`TraceEventKind.jsonName`, the one vocabulary).
        static let kinds = Dictionary(uniqueKeysWithValues: TraceEventKind.allCases.map { ($0.jsonName, $0) })

        private enum CodingKeys: String, CodingKey {
            case id, kind, node, parent, hasBody, reasons, skip, attribute, phase, diagnostic
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            let name = try container.decode(String.self, forKey: .kind)
            kind = Self.kinds[name]
            node = try container.decodeIfPresent(Node.self, forKey: .node)
            // `parent` is a node for insertions and removals only.
            parent = kind == .inserted ? try container.decodeIfPresent(Node.self, forKey: .parent) : nil
            hasBody = try container.decodeIfPresent(Bool.self, forKey: .hasBody)
            reasons = try container.decodeIfPresent([Reason].self, forKey: .reasons)
            skip = try container.decodeIfPresent(Skip.self, forKey: .skip)
            attribute = kind == .animation ? try container.decodeIfPresent(String.self, forKey: .attribute) : nil
            phase = kind == .animation ? try container.decodeIfPresent(Phase.self, forKey: .phase) : nil
            diagnostic = try container.decodeIfPresent(Diagnostic.self, forKey: .diagnostic)
        }
    }

    struct Frame: Decodable {
        let index: Int
        let time: Double?
        let step: Int
        let events: [Event]
    }

    let schema: String
    let version: Int
    let step: Int?
    let recording: String?
    let dropped: Dropped?
    let steps: [Step]
    let frames: [Frame]

    /// Decodes `data`; a `UpdateSummaryError` that says what is wrong otherwise.
    static func decode(_ data: Data, source: String) throws -> TraceDocument {
        struct Header: Decodable {
            let schema: String?
            let version: Int?
        }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            throw UpdateSummaryError("\(source) is not JSON (or not a JSON object).")
        }
        guard header.schema == "viewsim.trace" else {
            throw UpdateSummaryError(
                "\(source) is not a viewsim trace: its \"schema\" is \(header.schema.map { "\"\($0)\"" } ?? "missing"), not \"viewsim.trace\". Write one with viewsim trace <lesson> --format json -o trace.json."
            )
        }
        guard header.version == Trace.jsonSchemaVersion else {
            throw UpdateSummaryError(
                "\(source) is a viewsim trace of version \(header.version.map(String.init) ?? "unknown"); this viewsim reads version \(Trace.jsonSchemaVersion). Export it again with this viewsim."
            )
        }
        do {
            return try JSONDecoder().decode(TraceDocument.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw UpdateSummaryError(
                "\(source) is not a complete viewsim trace: \(Self.path(context.codingPath + [key])) is missing.")
        } catch let DecodingError.typeMismatch(_, context) {
            throw UpdateSummaryError(
                "\(source) is not a valid viewsim trace: \(Self.path(context.codingPath)) has the wrong type.")
        } catch let DecodingError.valueNotFound(_, context) {
            throw UpdateSummaryError(
                "\(source) is not a valid viewsim trace: \(Self.path(context.codingPath)) is null.")
        } catch {
            throw UpdateSummaryError("\(source) is not a valid viewsim trace: \(error).")
        }
    }

    /// `frames[3].events[0].kind`.
    static func path(_ keys: [CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "the document" : text
    }
}
