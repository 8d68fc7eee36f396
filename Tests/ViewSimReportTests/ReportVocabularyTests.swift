// The report against the one vocabulary of trace events: the frame panel's key
// lists every glyph with its phrase, and the style sheet colours the line of every
// kind (`kind-<jsonName>`, the class the page's script gives an event) by its family;
// every kind name the script compares with is the vocabulary's.
import Foundation
import ViewSim
import XCTest

@testable import ViewSimCLI

final class ReportVocabularyTests: XCTestCase {
    func testThePageHasTheVocabularysKeyAndAStyleForEveryKind() throws {
        let (html, run) = try ReportFixtures.page(try ReportFixtures.lesson("lesson1"))
        let key = try XCTUnwrap(
            ReportFixtures.between(html, "<details class=\"trace-key\"><summary>Key</summary><ul>", "</ul></details>"))
        let items = key.components(separatedBy: "<li>").dropFirst().map {
            $0.replacingOccurrences(of: "</li>", with: "")
        }
        XCTAssertEqual(
            items,
            TraceGlyph.allCases.map {
                "<span class=\"glyph\">\(HTMLText.escape($0.symbol))</span> \(HTMLText.escape($0.phrase))"
            },
            "the key lists the vocabulary's glyphs and phrases, in its order")
        let style = try XCTUnwrap(ReportFixtures.between(html, "<style>", "</style>"))
        for kind in TraceEventKind.allCases {
            let rule = try XCTUnwrap(
                style.split(separator: "\n").first { $0.contains("#frame-trace .kind-\(kind.jsonName) > .line") },
                "no style for \(kind.jsonName)")
            XCTAssertTrue(
                rule.hasSuffix("{ color: \(ReportKey.color(of: kind.family)); }"),
                "\(kind.jsonName) in its family's colour: \(rule)")
        }
        // The script gives each event's item the class its style is for, and every
        // kind name it compares an event's kind with is the vocabulary's.
        XCTAssertTrue(
            ReportScript.source.contains("'kind-' + event.kind"),
            "the page's script should class each event kind-<jsonName>")
        let compared = try NSRegularExpression(pattern: #"event\.kind [!=]== '(\w+)'"#)
        let source = ReportScript.source
        let matches = compared.matches(in: source, range: NSRange(source.startIndex..., in: source))
        XCTAssertFalse(matches.isEmpty, "the script compares event kinds")
        for match in matches {
            let name = try XCTUnwrap(Range(match.range(at: 1), in: source).map { String(source[$0]) })
            XCTAssertTrue(
                TraceEventKind.allCases.contains { $0.jsonName == name },
                "the page's script compares with '\(name)', no kind of the vocabulary")
        }
        // Every kind the page's JSON holds is one of the vocabulary's, so it has a style.
        let names = Set(TraceEventKind.allCases.map(\.jsonName))
        for event in run.trace.events { XCTAssertTrue(names.contains(TraceJSON.kindName(event.kind))) }
    }
}
