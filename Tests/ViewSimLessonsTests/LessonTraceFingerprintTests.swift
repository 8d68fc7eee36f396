// The lesson trace goldens fold runs of alike frames; this pins every lesson's
// unfolded trace text too, byte for byte, by fingerprint (size, lines, FNV-1a), so a
// change in a folded-away frame still fails a test (record with VIEWSIM_RECORD=failed).
import ViewSim
import ViewSimTesting
import XCTest

@testable import ViewSimLessons

final class LessonTraceFingerprintTests: XCTestCase {
    func testEveryLessonsUnfoldedTraceMatchesItsFingerprint() throws {
        XCTAssertFalse(LessonCatalog.all.isEmpty)
        var lines: [String] = []
        for lesson in LessonCatalog.all {
            var configuration = SimulationConfiguration()
            configuration.printChangesToStandardOutput = false
            let run = try lesson.run(configuration: configuration)
            lines.append(GoldenFingerprint.line(run.trace.text(), name: "\(lesson.name).trace.txt"))
        }
        assertGolden(lines.joined(separator: "\n") + "\n", named: "unfolded-traces.txt")
    }

    func testAFingerprintChangesWithOneByte() {
        XCTAssertNotEqual(
            GoldenFingerprint.line("frame 1 · t=0.0167s\n", name: "a"),
            GoldenFingerprint.line("frame 1 · t=0.0168s\n", name: "a"))
        XCTAssertEqual(GoldenFingerprint.line("", name: "a"), "a  0 bytes  0 lines  fnv1a64 cbf29ce484222325")
        XCTAssertEqual(GoldenFingerprint.line("ab\ncd\n", name: "b").prefix(19), "b  6 bytes  2 lines")
    }
}
