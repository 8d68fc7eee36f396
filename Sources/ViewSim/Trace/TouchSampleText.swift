// Models how the trace words one sample of a scripted touch that moves the fingers
// (`drag "pip" moves to (307.8, 690.3)`), in one place: the touch verbs write it, and
// step summaries read it back to fold a run of such frames like an animation's frames
// (the subject stays, the points move). Simplifies: a touch's down, up and idle
// samples are ordinary script lines, always shown. Lesson: lesson16.

/// The script line of a touch sample that moves the fingers.
///
/// ```swift
/// TouchSampleText.move(verb: "drag", name: "pip", points: "(307.8, 690.3)")   // drag "pip" moves to (307.8, 690.3)
/// TouchSampleText.parse("drag \"pip\" moves to (307.8, 690.3)")   // ("drag \"pip\"", "(307.8, 690.3)")
/// ```
package enum TouchSampleText {
    private static let separator = " moves to "

    /// `drag "pip" moves to (x, y)`.
    package static func move(verb: String, name: String, points: String) -> String {
        "\(verb) \"\(name)\"" + separator + points
    }

    /// The subject (`drag "pip"`) and the points of a move sample's line; nil for any other line.
    package static func parse(_ line: String) -> (subject: String, points: String)? {
        guard let range = line.range(of: separator), line.first != " ", line.hasSuffix(")"),
            line[..<range.lowerBound].hasSuffix("\""), line[range.upperBound...].hasPrefix("(")
        else { return nil }
        return (String(line[..<range.lowerBound]), String(line[range.upperBound...]))
    }
}
