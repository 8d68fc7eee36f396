// The report in headless Chromium answering "why?": in lesson 1's step 1 a click on
// SubView's node in the step's view graph shows the answer `viewsim why lesson1
// SubView --step 1` prints (skipped: no stored inputs), sentences then chain; a click on
// lesson 3's trim row in the animated values shows where its animation came from. The
// page looks the answers up; Swift wrote them (`ReportWhy`).
import Foundation
import ViewSim
import XCTest

@testable import ViewSimCLI

extension ReportBrowserTests {
    /// The text of `#why-answer` after `click` (a script statement) runs, in a page at `frame`.
    private func whyPanel(_ html: String, frame: Int, click: String) throws -> String {
        let probe = """
            <script>
            setTimeout(() => {
              const out = document.createElement('pre');
              out.id = 'probe';
              document.body.append(out);
              try {
                \(click)
                const box = document.getElementById('why-answer');
                out.textContent = [...box.querySelectorAll('p, li')].map((line) => line.textContent).join('\\n');
              } catch (error) { out.textContent = String(error); }
            }, 300);
            </script>
            </body>
            """
        let dom = try dom(of: html.replacingOccurrences(of: "</body>", with: probe), at: "#frame=\(frame)")
        return try XCTUnwrap(ReportFixtures.between(dom, "<pre id=\"probe\">", "</pre>"), "no probe output")
    }

    func testAClickOnAGraphNodeShowsWhyItsBodyWasSkipped() throws {
        _ = try chromium()
        let (html, run) = try ReportFixtures.page(try ReportFixtures.lesson("lesson1"))
        let frame = try XCTUnwrap(run.trace.frames(inStep: 1).first?.index, "lesson 1's step 1 has frames")
        let subView = try XCTUnwrap(
            run.trace.why("SubView", in: .step(1)).answers.first, "SubView has an answer in step 1")
        let seen = try whyPanel(
            html, frame: frame,
            click: """
                const graph = document.querySelector('#frame-graphs div.graph:not([hidden])');
                const node = [...graph.querySelectorAll('g.node')].find((group) => group.querySelector('title').textContent === 'n\(subView.node.id)');
                node.querySelector('text').dispatchEvent(new MouseEvent('click', {bubbles: true}));
                """)
        let expected = subView.sentences.map(serialized)
        XCTAssertTrue(seen.hasPrefix(expected.joined(separator: "\n")), seen)
        XCTAssertTrue(seen.contains("frame 12  ⏱ TimelineView #9 reaches entry t=0.2s"), seen)
    }

    func testAClickOnAnAnimatedValueShowsWhereItsAnimationCameFrom() throws {
        _ = try chromium()
        let (html, run) = try ReportFixtures.page(try ReportFixtures.lesson("lesson3"))
        let frame = try XCTUnwrap(run.trace.frames(inStep: 1).first?.index, "lesson 3's step 1 has frames")
        let seen = try whyPanel(
            html, frame: frame,
            click: """
                const row = [...document.querySelectorAll('#frame-animations tr.animation')].find((row) => row.textContent.includes('trim'));
                row.click();
                """)
        XCTAssertTrue(seen.hasPrefix(".trim #16 trim(to:) animated 0 → 1 with default in frame 1"), seen)
        XCTAssertTrue(seen.contains("The animation came from .animation(_:value:) #8"), seen)
    }
}
