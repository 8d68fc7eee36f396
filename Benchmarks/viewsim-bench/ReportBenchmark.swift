// Measures the HTML report (`viewsim report`): recording a run with its display
// lists, building the page (graphs through libgvc, pictures through cairo, the
// trace as JSON) and its size, for the keyframe lesson (lesson9) and a run of
// 40,000 frames in which a value animates in every frame; and, when Debian's
// chromium is installed, how long the page takes to open in headless Chromium:
// the time from navigation start to the end of the page's own script (it has
// parsed the trace and shown the first frame), read by a probe script after it.
// Wall-clock timing is allowed here only.
import Foundation
import ViewSim
import ViewSimCLI
import ViewSimLessons

enum ReportBenchmark {
    static func printReport(quick: Bool) {
        print(
            "report: record the run, build the page, its size; open it in headless Chromium (median of \(quick ? 1 : 3))"
        )
        print("  run                         frames   events   record ms   page ms     bytes   chromium ready ms")
        var scenarios: [Scenario] = []
        if let lesson = LessonCatalog.lesson(id: "lesson9") { scenarios.append(lesson) }
        scenarios.append(LongPulse.scenario(frames: 40_000))
        for scenario in scenarios {
            do {
                var recording: ScenarioRecording?
                let record = Benchmark.clock.measure {
                    recording = try? ScenarioRunner.record(scenario, recordsDisplayLists: true)
                }
                guard let recording else {
                    print("  \(scenario.name): the run failed")
                    continue
                }
                var html = ""
                var pageError: (any Error)?
                let build = Benchmark.clock.measure {
                    do {
                        html = try ReportPage(run: recording.run, snapshots: recording.snapshots, for: "report.html")
                            .html()
                    } catch { pageError = error }
                }
                if let pageError {
                    print("  \(scenario.name): \(pageError)")
                    continue
                }
                let ready = try chromiumReadyMilliseconds(
                    html, frame: recording.run.simulation.frame / 2, rounds: quick ? 1 : 3)
                print(
                    pad(scenario.name, 28) + pad("\(recording.run.simulation.frame + 1)", 9)
                        + pad("\(recording.run.trace.eventCount)", 9)
                        + pad(format(Benchmark.microseconds(record) / 1000, 0), 12)
                        + pad(format(Benchmark.microseconds(build) / 1000, 0), 10)
                        + pad("\(html.utf8.count)", 10) + pad(ready.map { format($0, 0) } ?? "no chromium", 20))
            } catch {
                print("  \(scenario.name): \(error)")
            }
        }
    }

    /// The median time, over `rounds` openings at `#frame=<frame>`, from navigation
    /// start to the end of the page's script; nil without /usr/bin/chromium.
    static func chromiumReadyMilliseconds(_ html: String, frame: Int, rounds: Int) throws -> Double? {
        let chromium = "/usr/bin/chromium"
        guard FileManager.default.isExecutableFile(atPath: chromium) else { return nil }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewsim-bench-report-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let probe = "<script>document.body.dataset.readyMs = String(performance.now());</script>\n</body>"
        let page = directory.appendingPathComponent("report.html")
        try Data(html.replacingOccurrences(of: "</body>", with: probe).utf8).write(to: page)
        var samples: [Double] = []
        for round in 0..<rounds {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: chromium)
            process.arguments = [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--user-data-dir=\(directory.appendingPathComponent("profile-\(round)").path)",
                "--window-size=1280,860", "--dump-dom", page.absoluteString + "#frame=\(frame)",
            ]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let dom = String(decoding: data, as: UTF8.self)
            guard let start = dom.range(of: "data-ready-ms=\""),
                let end = dom[start.upperBound...].firstIndex(of: "\""),
                let milliseconds = Double(dom[start.upperBound..<end])
            else { continue }
            samples.append(milliseconds)
        }
        return samples.isEmpty ? nil : Benchmark.median(samples)
    }
}
