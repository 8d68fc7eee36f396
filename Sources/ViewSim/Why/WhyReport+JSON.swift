// Models a why report as data: the answers with their sentences and chains, for
// tools and for the HTML report (which shows the answers, never recomputes them).
// Schema "viewsim.why", version 1; docs/trace-json.md describes it.

extension WhyReport {
    /// The report as JSON (`"schema": "viewsim.why"`), compact, keys in a fixed order.
    ///
    /// ```swift
    /// let json = sim.trace.why("SubView", in: .step(1)).json()
    /// // {"schema":"viewsim.why","version":1,"question":"SubView","scope":"step 1",…}
    /// ```
    public func json() -> String {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.text + "\n"
    }

    /// Writes the report as one JSON object.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("schema")
        writer.string("viewsim.why")
        writer.key("version")
        writer.integer(1)
        writer.key("question")
        writer.string(question)
        writer.key("scope")
        writer.string(scope.description)
        writer.key("nodes")
        writer.beginArray()
        for node in nodes { Self.write(node, to: &writer) }
        writer.endArray()
        writer.key("notes")
        writer.beginArray()
        for note in notes { writer.string(note) }
        writer.endArray()
        writer.key("answers")
        writer.beginArray()
        for answer in answers { Self.write(answer, to: &writer) }
        writer.endArray()
        writer.key("omitted")
        writer.integer(omitted)
        writer.endObject()
    }

    private static func write(_ node: NodeRef, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id")
        writer.integer(node.id)
        writer.key("label")
        writer.string(node.label)
        writer.endObject()
    }

    /// One answer: its subject, verdict, frames, sentences and chain. With a `chainLimit`, a
    /// longer chain keeps its first two links and its last ones, and `chainOmitted` says
    /// how many were left out between them.
    package static func write(_ answer: WhyAnswer, to writer: inout JSONWriter, chainLimit: Int? = nil) {
        writer.beginObject()
        writer.key("node")
        write(answer.node, to: &writer)
        writer.key("attribute")
        writer.string(answer.attribute)
        writer.key("verdict")
        writer.string(answer.verdict.rawValue)
        writer.key("firstFrame")
        writer.integer(answer.frames.lowerBound)
        writer.key("lastFrame")
        writer.integer(answer.frames.upperBound)
        writer.key("step")
        writer.integer(answer.step)
        writer.key("time")
        writer.number(answer.time)
        writer.key("count")
        writer.integer(answer.count)
        writer.key("sentences")
        writer.beginArray()
        for sentence in answer.sentences { writer.string(sentence) }
        writer.endArray()
        var links = answer.chain
        var omitted = 0
        if let chainLimit, links.count > max(chainLimit, 3) {
            omitted = links.count - max(chainLimit, 3)
            links = Array(links.prefix(2)) + Array(links.suffix(max(chainLimit, 3) - 2))
        }
        writer.key("chainOmitted")
        writer.integer(omitted)
        writer.key("chain")
        writer.beginArray()
        for link in links {
            writer.beginObject()
            writer.key("event")
            writer.integer(link.event.id)
            writer.key("frame")
            writer.integer(link.event.frame)
            writer.key("kind")
            writer.string(link.event.kind.name.rawValue)
            writer.key("text")
            writer.string(link.line)
            writer.key("details")
            writer.beginArray()
            for detail in link.details { writer.string(detail) }
            writer.endArray()
            writer.key("alsoCausedBy")
            writer.beginArray()
            for cause in link.alsoCausedBy { writer.integer(cause) }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}
