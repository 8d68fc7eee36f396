// Renumbers the ids in cairo's SVG that come from process-wide counters, so the
// same display list gives the same SVG bytes in every run and process. cairo
// names groups and images after the unique id of the surface they came from
// (`surface23`, `image41`), which counts every surface the process ever made;
// glyph, clip, mask and gradient ids count per document and are kept.
// Simplifies: only `id="…"` and `#…` references are rewritten (neither can occur
// inside base64 image data, whose alphabet has no `"` or `#`).
// Lesson: byte-identical SVG frames.
import Foundation

/// Renumbers cairo's run-dependent SVG ids in order of first appearance.
enum SVGIDs {
    /// `id="surfaceN"`, `#imageN`…: the ids cairo numbers process-wide, where they are named or referred to.
    private static let pattern = #"(id="|#)(surface|image)([0-9]+)"#

    /// `svg` with each `surfaceN`/`imageN` id (and every reference to it) renumbered from 1 in order of first appearance.
    static func renumbered(_ svg: String) -> String {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return svg }
        let text = svg as NSString
        var output = ""
        output.reserveCapacity(text.length)
        var mapping: [String: Int] = [:]
        var counters: [String: Int] = [:]
        var copied = 0
        for match in regex.matches(in: svg, range: NSRange(location: 0, length: text.length)) {
            let lead = text.substring(with: match.range(at: 1))
            let prefix = text.substring(with: match.range(at: 2))
            let key = prefix + text.substring(with: match.range(at: 3))
            let number: Int
            if let known = mapping[key] {
                number = known
            } else {
                number = (counters[prefix] ?? 0) + 1
                counters[prefix] = number
                mapping[key] = number
            }
            output += text.substring(with: NSRange(location: copied, length: match.range.location - copied))
            output += lead + prefix + String(number)
            copied = match.range.location + match.range.length
        }
        output += text.substring(from: copied)
        return output
    }
}
