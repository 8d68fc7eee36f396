// Helpers for the control tests: the trace's lines without the tree drawing, and
// whether a run of them appears in order, one after the other.
import ViewSim
import XCTest

/// The trace text's lines with the tree's branches (`│ ├─ └─`) and indentation removed.
@MainActor
func traceLines(_ sim: Simulation) -> [String] {
    sim.trace.text().split(separator: "\n").map { String($0.drop { " │├└─".contains($0) }) }
}

/// Asserts that `run` appears in the trace as consecutive lines (tree drawing removed).
@MainActor
func assertTraceRun(_ sim: Simulation, _ run: [String], file: StaticString = #filePath, line: UInt = #line) {
    let lines = traceLines(sim)
    let found = lines.indices.contains { start in
        start + run.count <= lines.count && Array(lines[start..<(start + run.count)]) == run
    }
    XCTAssertTrue(
        found, "the trace has no run of lines\n\(run.joined(separator: "\n"))\n\n\(sim.trace.text())", file: file,
        line: line)
}
