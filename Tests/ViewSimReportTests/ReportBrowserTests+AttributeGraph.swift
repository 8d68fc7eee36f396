// The report in headless Chromium with the attribute-graph toggle: in lesson 1's step 1 the
// step's graph has a checkbox; ticking it (as a user's click would) hides the view graph and
// shows the attribute graph, where SubView's value is compared equal. The toggle is a
// checkbox and CSS, so it works without the page's script. A step whose graph has too many
// attributes says so, with the command that draws part of it (lesson 14).
import Foundation
import ViewSim
import XCTest

@testable import ViewSimCLI

extension ReportBrowserTests {
    // MARK: The attribute graph toggle

    func testTheToggleShowsTheStepsAttributeGraph() throws {
        _ = try chromium()
        let (html, run) = try ReportFixtures.page(try ReportFixtures.lesson("lesson1"))
        let frame = try XCTUnwrap(run.trace.frames(inStep: 1).first?.index, "lesson 1's step 1 has frames")
        let probe = """
            <script>
            setTimeout(() => {
              const out = document.createElement('pre');
              out.id = 'probe';
              document.body.append(out);
              try {
              const graph = document.querySelector('#frame-graphs div.graph:not([hidden])');
              const display = (selector) => getComputedStyle(graph.querySelector(selector)).display;
              const before = display('.view-graph') + '/' + display('.attribute-graph');
              graph.querySelector('.attributes-toggle').click();
              const after = display('.view-graph') + '/' + display('.attribute-graph');
              out.textContent = 'step ' + graph.dataset.step + ' before ' + before + ' after ' + after;
              } catch (error) { out.textContent = String(error); }
            }, 300);
            </script>
            </body>
            """
        let dom = try dom(of: html.replacingOccurrences(of: "</body>", with: probe), at: "#frame=\(frame)")
        let seen = try XCTUnwrap(ReportFixtures.between(dom, "<pre id=\"probe\">", "</pre>"), "no probe output")
        XCTAssertEqual(seen, "step 1 before block/none after none/block")
        let toggle = try XCTUnwrap(
            html.range(of: "<input type=\"checkbox\" class=\"attributes-toggle\" id=\"attributes-1\">"))
        let attributes = try XCTUnwrap(
            ReportFixtures.between(String(html[toggle.upperBound...]), "<div class=\"attribute-graph\">", "</svg>"))
        XCTAssertTrue(attributes.contains("SubView #15"), "a cluster per view")
        XCTAssertTrue(attributes.contains("#77 value ×5"), "SubView's value, offered 5 times")
        XCTAssertTrue(attributes.contains("compared equal"), "its state, in the tooltip")
    }

    func testAStepWithTooManyAttributesSaysHowToDrawPart() throws {
        let (html, _) = try ReportFixtures.page(try ReportFixtures.lesson("lesson14"))
        let toggle = try XCTUnwrap(
            html.range(of: "<input type=\"checkbox\" class=\"attributes-toggle\" id=\"attributes-1\">"))
        let note = try XCTUnwrap(
            ReportFixtures.between(String(html[toggle.upperBound...]), "<div class=\"attribute-graph\">", "</div>"))
        XCTAssertTrue(note.contains("The attribute graph is not drawn here: the attribute graph has"), note)
        XCTAssertTrue(
            note.contains(
                "<code>viewsim graph lesson14 --at 1 --attributes --view &lt;name&gt; --depth &lt;n&gt;</code>"), note)
    }
}
