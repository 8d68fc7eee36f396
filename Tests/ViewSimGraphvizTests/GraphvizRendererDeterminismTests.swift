// Rendering is a function of the DOT text: the same text gives the same SVG and
// PNG bytes on every call, on any thread. The DOT here has many clusters because
// cluster order is what went wrong: Graphviz ordered subgraphs by object ids that
// its default ID discipline took from string addresses. (PNG of these small graphs
// came out the same even then; ViewSimLessonsTests' LessonDiagramDeterminismTests
// draws lesson diagrams whose PNG did differ.)
import Foundation
import XCTest

@testable import ViewSimGraphviz

final class GraphvizRendererDeterminismTests: XCTestCase {
    /// `count` clusters of two nodes each, plus a node outside them: in a chain
    /// (`fanOut` false), or side by side on the same ranks, all fed by that node, so
    /// that their left-to-right order is up to Graphviz.
    private func clusteredDOT(count: Int = 24, fanOut: Bool = false) -> String {
        var lines = ["digraph G {", "  start [shape=box];"]
        for index in 0..<count {
            lines.append("  subgraph cluster_frame\(index) {")
            lines.append("    label=\"frame \(index)\";")
            lines.append("    n\(index)a [label=\"body \(index)\"];")
            lines.append("    n\(index)b [label=\"state \(index)\"];")
            lines.append("    n\(index)a -> n\(index)b;")
            lines.append("  }")
            if fanOut || index == 0 { lines.append("  start -> n\(index)a;") }
            if !fanOut && index > 0 { lines.append("  n\(index - 1)b -> n\(index)a;") }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    func testSameDOTGivesTheSameSVGEveryTime() throws {
        for fanOut in [false, true] {
            let dot = clusteredDOT(fanOut: fanOut)
            let first = try GraphvizRenderer.render(dot: dot, format: .svg)
            for call in 2...6 {
                let again = try GraphvizRenderer.render(dot: dot, format: .svg)
                XCTAssertEqual(
                    again, first, "render \(call) of the same DOT (fan-out \(fanOut)) gave different SVG bytes")
            }
            // The clusters come out in the order the DOT declares them.
            let svg = String(decoding: first, as: UTF8.self)
            let order = svg.components(separatedBy: "<title>cluster_frame").dropFirst().compactMap {
                Int($0.prefix { $0.isNumber })
            }
            XCTAssertEqual(order, Array(0..<24), "cluster order (fan-out \(fanOut))")
        }
    }

    /// Renders on several threads at once give what one render on its own gives.
    func testConcurrentRendersGiveTheSameBytesAsASerialRender() throws {
        let dot = clusteredDOT(count: 12, fanOut: true)
        let expectedSVG = try GraphvizRenderer.render(dot: dot, format: .svg)
        let expectedPNG = try GraphvizRenderer.render(dot: dot, format: .png)
        let results = ResultBox(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let bytes = try? GraphvizRenderer.render(dot: dot, format: index.isMultiple(of: 2) ? .svg : .png)
            results.set(index, bytes ?? [])
        }
        for (index, bytes) in results.values.enumerated() {
            XCTAssertEqual(
                bytes, index.isMultiple(of: 2) ? expectedSVG : expectedPNG, "concurrent render \(index) differs")
        }
    }
}

/// Byte arrays written by concurrent test closures, guarded by a lock.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [[UInt8]]
    init(count: Int) { stored = Array(repeating: [], count: count) }
    func set(_ index: Int, _ bytes: [UInt8]) {
        lock.lock()
        stored[index] = bytes
        lock.unlock()
    }
    var values: [[UInt8]] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
