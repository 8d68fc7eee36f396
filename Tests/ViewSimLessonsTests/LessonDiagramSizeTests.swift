import ViewSim
import ViewSimGraphviz
// Every lesson's cause → effect diagram of every step lays out (in-process, through
// libgvc's dot engine) small enough to become a PNG without Graphviz scaling it
// down: each side under cairo's 32767 px at the PNG device's 96 DPI, the area
// under what one 32-bit-stride ARGB image may hold, and no wider than 8,000 pt.
// Simplifies: the PNG size is worked out from the layout's bounding box and the
// diagram's pad, not by drawing the bitmap.
import XCTest

@testable import ViewSimLessons

final class LessonDiagramSizeTests: XCTestCase {
    /// Graphviz 2.42's cairo plugin scales a bitmap down when a side reaches this
    /// many pixels ("graph is too large for cairo-renderer bitmaps").
    static let cairoSideLimit = 32767.0
    /// Cairo (pixman) refuses an ARGB image whose stride × height overflows a
    /// 32-bit int: 4 bytes a pixel, so at most this many pixels in all.
    static let cairoAreaLimit = Double(Int32.max) / 4
    /// The widest a cause → effect diagram may be laid out, in points.
    static let widthLimit = 8_000.0
    /// The PNG device's resolution.
    static let dpi = 96.0
    /// The diagram's `pad` (0.3 in), on each side, in points.
    static let pad = 21.6

    func testEveryCauseEffectDiagramFitsACairoBitmapUnscaled() throws {
        XCTAssertFalse(LessonCatalog.all.isEmpty)
        var measured = 0
        var report: [String] = []
        for lesson in LessonCatalog.all {
            var configuration = SimulationConfiguration()
            configuration.printChangesToStandardOutput = false
            var dots: [(step: Int, dot: String)] = []
            _ = try lesson.run(configuration: configuration) { step, simulation in
                dots.append(
                    (
                        step,
                        CauseEffectDiagram.dot(
                            frames: simulation.trace.frames(inStep: step), title: "\(lesson.name) step \(step)")
                    ))
            }
            for (step, dot) in dots {
                let name = "\(lesson.name) step \(step)"
                let size = try Self.layoutSize(dot)
                let pixels = (
                    width: (size.width + 2 * Self.pad) * Self.dpi / 72,
                    height: (size.height + 2 * Self.pad) * Self.dpi / 72
                )
                report.append(
                    "\(name): \(Int(size.width.rounded())) × \(Int(size.height.rounded())) pt, \(Int(pixels.width.rounded())) × \(Int(pixels.height.rounded())) px"
                )
                XCTAssertLessThanOrEqual(size.width, Self.widthLimit, "\(name) is \(size.width) pt wide")
                XCTAssertLessThan(
                    pixels.width, Self.cairoSideLimit, "\(name): a \(pixels.width) px wide PNG would be scaled down")
                XCTAssertLessThan(
                    pixels.height, Self.cairoSideLimit, "\(name): a \(pixels.height) px tall PNG would be scaled down")
                XCTAssertLessThan(
                    pixels.width * pixels.height, Self.cairoAreaLimit,
                    "\(name): \(pixels.width) × \(pixels.height) px is more than cairo can allocate")
                measured += 1
            }
        }
        XCTAssertGreaterThan(measured, LessonCatalog.all.count)
        if ProcessInfo.processInfo.environment["VIEWSIM_PRINT_SIZES"] != nil { print(report.joined(separator: "\n")) }
    }

    func testLayoutSizeReadsThePlainOutput() throws {
        let size = try Self.layoutSize("digraph G { a [shape=box, width=2, height=1, fixedsize=true] }")
        XCTAssertEqual(size.width, 144, accuracy: 1)
        XCTAssertEqual(size.height, 72, accuracy: 1)
    }

    /// The bounding box of `dot` as laid out by libgvc's dot engine, in points,
    /// read from the first line of the `plain` output (`graph scale width height`, inches).
    static func layoutSize(_ dot: String) throws -> (width: Double, height: Double) {
        let plain = String(
            decoding: try GraphvizRenderer.render(dot: dot, device: "plain", engine: "dot"), as: UTF8.self)
        let fields = plain.prefix { $0 != "\n" }.split(separator: " ")
        guard fields.count == 4, fields[0] == "graph", let width = Double(fields[2]), let height = Double(fields[3])
        else {
            throw PlainOutputError(text: String(plain.prefix(80)))
        }
        return (width * 72, height * 72)
    }

    /// Graphviz's `plain` output did not start with `graph scale width height`.
    struct PlainOutputError: Error, CustomStringConvertible {
        let text: String
        var description: String { "unexpected plain output (expected `graph scale width height`): \(text)" }
    }
}
