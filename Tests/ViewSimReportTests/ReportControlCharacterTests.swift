// Issue 23: control characters in everything a report page shows (title,
// source, introduction, a step's title, narrative and code, a Text, a claim and
// what it observed) reach the page as their pictures (␀ U+2400 … ␟ U+241F,
// ␡ U+2421, C1 as <U+0080>…<U+009F>), never raw; tab, line feed and carriage return stay (HTML's white
// space), the JSON escapes them, and the inline SVGs are well-formed XML.
import Foundation
import ViewSim
import XCTest

@testable import ViewSimCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every C0 control character, DEL and every C1 control character, in order.
private let controlText = String(
    String.UnicodeScalarView(
        (0x00...0x1F).compactMap(Unicode.Scalar.init) + ["\u{7F}"] + (0x80...0x9F).compactMap(Unicode.Scalar.init)))

/// A Text that shows every control character.
private struct ControlCharacterView: View {
    var body: some View {
        Text("Text " + controlText)
    }
}

final class ReportControlCharacterTests: XCTestCase {
    private static let scenario = Scenario(
        "controls", title: "Title \(controlText)",
        narrative: ScenarioNarrative(source: "Source \(controlText)", introduction: "Intro \(controlText)"),
        root: { ControlCharacterView() }
    ) {
        Step("Step \(controlText)", narrative: "Narrative \(controlText)", code: "Text(\"\(controlText)\")") { sim in
            try sim.advanceFrames(1)
        }
    } claims: {
        Claim("Claim \(controlText) that fails") { _ in "observed \(controlText)" }
    }

    func testControlCharactersReachThePageAsTheirPictures() throws {
        let (html, _) = try ReportFixtures.page(Self.scenario)
        let raw = html.unicodeScalars.filter {
            ($0.value < 0x20 && !["\t", "\n", "\r"].contains($0)) || (0x7F...0x9F).contains($0.value)
        }
        XCTAssertEqual(raw.map { String($0.value, radix: 16) }, [], "no raw control character on the page")
        // The text as the page shows it: pictures, but tab and line breaks as they were.
        let shown = controlText.unicodeScalars.map { scalar -> String in
            if ["\t", "\n", "\r"].contains(scalar) { return String(scalar) }
            if scalar.value >= 0x80 { return "&lt;U+00\(String(scalar.value, radix: 16, uppercase: true))&gt;" }
            return String(scalar == "\u{7F}" ? "\u{2421}" : Unicode.Scalar(0x2400 + scalar.value)!)
        }.joined()
        for label in [
            "Title ", "Source ", "Intro ", "Step ", "Narrative ", "Text(&quot;", "Claim ", "observed: observed ",
        ] {
            XCTAssertTrue(
                html.contains(label + shown), "\(label.trimmingCharacters(in: .whitespaces)) should show the pictures")
        }
        // Every inline SVG (the view graph, the pictures of the screen are base64) parses as XML.
        var rest = html[...]
        var count = 0
        while let start = rest.range(of: "<svg"),
            let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex)
        {
            let svg = String(rest[start.lowerBound..<end.upperBound])
            let parser = XMLParser(data: Data(svg.utf8))
            XCTAssertTrue(
                parser.parse(),
                "inline SVG \(count) should be well-formed XML: \(parser.parserError.map(String.init(describing:)) ?? "")"
            )
            count += 1
            rest = rest[end.upperBound...]
        }
        XCTAssertGreaterThan(count, 0, "the page inlines its view graphs as SVG")
    }
}
