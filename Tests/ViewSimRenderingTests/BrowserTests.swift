// What a browser makes of viewsim's files, checked with Debian's Chromium, headless:
// an animated PNG decodes as animated with every frame (WebCodecs' ImageDecoder,
// which composes each frame as a browser shows it) and its last frame is the last
// display list's picture; an SVG frame looks like the PNG of the same list.
// Skipped without Chromium on a developer's machine; a failure on CI, where
// scripts/install-deps installs it.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

final class BrowserTests: XCTestCase {
    /// Chromium's path, or a skip (a failure on CI) saying how to get it.
    private func chromium() throws -> URL {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        let message =
            "Chromium is not installed, so what a browser shows was not checked. To fix, run scripts/install-deps (Debian's chromium)."
        if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail(message) }
        throw XCTSkip(message)
    }

    /// A folder for one test's files, removed afterwards.
    private func folder(_ suffix: String = "files") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewsim-browser-\(ProcessInfo.processInfo.processIdentifier)-\(name.filter(\.isLetter))-\(suffix)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Runs headless Chromium with `arguments`, at most 60 seconds; its standard output.
    private func runChromium(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = try chromium()
        let profile = try folder("profile")
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                "--user-data-dir=\(profile.path)", "--allow-file-access-from-files",
            ] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchTime.now() + .seconds(60)
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        if finished.wait(timeout: deadline) == .timedOut {
            process.terminate()
            XCTFail("Chromium did not finish in 60 s: \(arguments.joined(separator: " "))")
        }
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Eight frames of a red square moving right on a white 120 × 80 pt display.
    private var movingSquare: [RenderFrame] {
        (0..<8).map { index in
            let square = Path(CGRect(x: 10 + Double(index) * 10, y: 20, width: 30, height: 30))
            let item = DisplayList.Item(
                viewID: 1, viewName: "Rectangle", content: .fill(square, .color(RenderFixtures.red), FillStyle()))
            return RenderFrame(
                time: Double(index) * 0.1, displayList: DisplayList(size: CGSize(width: 120, height: 80), items: [item])
            )
        }
    }

    func testAnAnimatedPNGPlaysInChromiumWithEveryFrame() throws {
        _ = try chromium()
        let directory = try folder()
        let frames = movingSquare
        let renderer = DisplayListRenderer(scale: 1)
        try AnimatedPNG(frames: frames).png(with: renderer).write(to: directory.appendingPathComponent("anim.png"))
        let last = try RenderedImage(renderer.png(try XCTUnwrap(frames.last).displayList))
        let page = """
            <!doctype html><html><body><pre id="out">pending</pre><script>
            (async () => {
              const out = document.getElementById('out');
              try {
                const bytes = await (await fetch('anim.png')).arrayBuffer();
                const decoder = new ImageDecoder({data: bytes, type: 'image/png'});
                await decoder.tracks.ready;
                await decoder.completed;
                const track = decoder.tracks.selectedTrack;
                const result = await decoder.decode({frameIndex: track.frameCount - 1});
                const image = result.image;
                const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
                const context = canvas.getContext('2d');
                context.drawImage(image, 0, 0);
                const pixels = [];
                for (const [x, y] of [[85, 35], [15, 35], [60, 70]]) {
                  pixels.push(Array.from(context.getImageData(x, y, 1, 1).data));
                }
                out.textContent = 'result ' + JSON.stringify({animated: track.animated, frames: track.frameCount,
                  width: image.displayWidth, height: image.displayHeight, duration: image.duration, pixels});
              } catch (error) { out.textContent = 'error ' + error; }
            })();
            </script></body></html>
            """
        try Data(page.utf8).write(to: directory.appendingPathComponent("check.html"))
        // The page reads the file with `fetch`, real I/O that headless Chromium's virtual time does
        // not wait for: on a loaded machine the DOM can be dumped while it still says "pending".
        // That is Chromium's timing, not a decoding failure, so such a dump is taken again (three
        // times at most); an error or a wrong result fails at once.
        var dom = ""
        for _ in 0..<3 {
            dom = try runChromium([
                "--virtual-time-budget=10000", "--dump-dom",
                directory.appendingPathComponent("check.html").absoluteString,
            ])
            if !dom.contains(#"<pre id="out">pending</pre>"#) { break }
        }
        guard let start = dom.range(of: "result "),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else {
            return XCTFail("Chromium did not decode the animated PNG: \(dom.prefix(600))")
        }
        struct Decoded: Decodable {
            var animated: Bool, frames: Int, width: Int, height: Int, duration: Int?, pixels: [[Int]]
        }
        let decoded = try JSONDecoder().decode(Decoded.self, from: Data(dom[start.upperBound..<end.lowerBound].utf8))
        XCTAssertTrue(decoded.animated, "Chromium sees an animation")
        XCTAssertEqual(decoded.frames, 8, "every frame")
        XCTAssertEqual([decoded.width, decoded.height], [120, 80])
        XCTAssertEqual(decoded.duration, 100_000, "each frame lasts 0.1 s (in microseconds)")
        // The last frame as Chromium composes it is the last display list's picture.
        for (point, pixel) in zip([(85, 35), (15, 35), (60, 70)], decoded.pixels) {
            let expected = try XCTUnwrap(last.pixel(x: point.0, y: point.1))
            XCTAssertEqual(
                pixel, [Int(expected.red), Int(expected.green), Int(expected.blue), Int(expected.alpha)],
                "at (\(point.0), \(point.1)) px the browser shows what the last frame draws")
        }
    }

    func testAnSVGFrameLooksInChromiumLikeThePNG() throws {
        _ = try chromium()
        let directory = try folder()
        let list = RenderFixtures.everything
        let renderer = DisplayListRenderer(scale: 1)
        try renderer.svg(list).write(to: directory.appendingPathComponent("frame.svg"))
        let png = try RenderedImage(renderer.png(list))
        let page = """
            <!doctype html><html><body style="margin:0;background:#fff"><img src="frame.svg" style="display:block"></body></html>
            """
        try Data(page.utf8).write(to: directory.appendingPathComponent("page.html"))
        let shot = directory.appendingPathComponent("shot.png")
        _ = try runChromium([
            "--force-device-scale-factor=1", "--window-size=\(png.width),\(png.height)",
            "--screenshot=\(shot.path)", directory.appendingPathComponent("page.html").absoluteString,
        ])
        let browser = try RenderedImage(png: Array(try Data(contentsOf: shot)), scale: 1)
        XCTAssertGreaterThanOrEqual(browser.width, png.width)
        // Compare on a grid, where our PNG draws something (a blank page must not pass); edges
        // antialias differently in Skia and cairo, so most, not all, must match.
        var compared = 0
        var alike = 0
        for y in stride(from: 2, to: png.height - 2, by: 3) {
            for x in stride(from: 2, to: png.width - 2, by: 3) {
                guard let ours = png.pixel(x: x, y: y), !ours.isClose(to: .white, tolerance: 16),
                    let theirs = browser.pixel(x: x, y: y)
                else { continue }
                compared += 1
                if ours.isClose(to: theirs, tolerance: 24) { alike += 1 }
            }
        }
        XCTAssertGreaterThan(compared, 200, "the fixture draws on many grid points")
        XCTAssertGreaterThan(Double(alike) / Double(compared), 0.9, "\(alike) of \(compared) drawn grid pixels alike")
    }
}
