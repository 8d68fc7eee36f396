// The attribute graph as JSON (schema `viewsim.attributes`, version 1), for tools and the
// report: views, attributes with their states and reasons, input edges, the highlighted
// cycle. Simplifies: one line, keys in a fixed order, through viewsim's JSONWriter.
// Lesson: `viewsim graph lesson1 --attributes --at 1 -o attributes.json`.

extension AttributeGraph {
    /// The graph as JSON: `{schema, version, frame, time, frames, views, attributes, edges, highlightedCycle}`.
    ///
    /// Each attribute is `{id, view, kind, name, state, count, reasons}` (`kind`:
    /// `value`, `property`, `body`, `children`, `size`, `position`, `displayList`,
    /// `preference`; `state`: `recomputed`, `comparedEqual`, `dirty`, `untouched`); each
    /// edge `{from, to, role}`. The same graph gives the same bytes in every process.
    ///
    /// ```swift
    /// let json = try sim.attributeGraph(root: "SubView").json()
    /// // {"schema":"viewsim.attributes","version":1,"frame":66,…}
    /// ```
    public func json() -> String {
        var writer = JSONWriter(capacity: attributes.count * 120)
        writer.beginObject()
        writer.key("schema")
        writer.string("viewsim.attributes")
        writer.key("version")
        writer.integer(1)
        writer.key("frame")
        writer.integer(frame)
        writer.key("time")
        writer.number(time)
        writer.key("frames")
        writer.beginObject()
        writer.key("first")
        writer.integer(markedFrames?.lowerBound)
        writer.key("last")
        writer.integer(markedFrames?.upperBound)
        writer.key("count")
        writer.integer(markedFrameCount)
        writer.endObject()
        writer.key("comparesLayout")
        writer.bool(comparesLayout)
        writer.key("views")
        writer.beginArray()
        for view in views {
            writer.beginObject()
            writer.key("id")
            writer.integer(view.id)
            writer.key("label")
            writer.string(view.label)
            writer.key("name")
            writer.string(view.name)
            writer.key("parent")
            writer.integer(view.parentID)
            writer.key("depth")
            writer.integer(view.depth)
            writer.key("attributes")
            writer.beginArray()
            for id in view.attributeIDs { writer.integer(id.rawValue) }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.key("attributes")
        writer.beginArray()
        for attribute in attributes {
            writer.beginObject()
            writer.key("id")
            writer.integer(attribute.id.rawValue)
            writer.key("view")
            writer.integer(attribute.viewID)
            writer.key("kind")
            writer.string(attribute.kind.family)
            writer.key("name")
            writer.string(attribute.kind.name)
            writer.key("state")
            writer.string(attribute.state.rawValue)
            writer.key("count")
            writer.integer(attribute.count)
            writer.key("reasons")
            writer.beginArray()
            for reason in attribute.reasons { writer.string(reason) }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.key("edges")
        writer.beginArray()
        for edge in edges {
            writer.beginObject()
            writer.key("from")
            writer.integer(edge.from.rawValue)
            writer.key("to")
            writer.integer(edge.to.rawValue)
            writer.key("role")
            writer.string(edge.role.rawValue)
            writer.endObject()
        }
        writer.endArray()
        writer.key("highlightedCycle")
        writer.beginArray()
        for id in highlightedCycle { writer.integer(id.rawValue) }
        writer.endArray()
        writer.endObject()
        return writer.text
    }
}
