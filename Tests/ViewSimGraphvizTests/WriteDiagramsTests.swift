// Simulation.writeDiagrams(to:): which files it writes, that they hold the
// diagrams of the last step, that a second run writes the same bytes, and that
// a folder it cannot write into gives an error naming it.
import Foundation
import ViewSim
import ViewSimGraphviz
import XCTest

private struct Switch: View {
    @State private var isOn = false
    var body: some View {
        Text(isOn ? "on" : "off")
            .onTapGesture { isOn.toggle() }
            .accessibilityIdentifier("switch")
    }
}

final class WriteDiagramsTests: XCTestCase {
    private func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewsim-write-diagrams-\(name.filter { $0.isLetter || $0.isNumber })-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    private func tapped() throws -> Simulation {
        let sim = Simulation(Switch())
        try sim.step("tap") { try sim.tap("switch") }
        return sim
    }

    func testWritesTheViewAndCauseDiagramsAsDOTAndSVG() throws {
        let folder = try scratchFolder()
        let files = try tapped().writeDiagrams(to: folder.appendingPathComponent("nested"), name: "after tap")
        XCTAssertEqual(
            files.map(\.lastPathComponent),
            ["after-tap.view.dot", "after-tap.view.svg", "after-tap.cause.dot", "after-tap.cause.svg"])
        let viewDOT = try String(contentsOf: files[0], encoding: .utf8)
        XCTAssertTrue(viewDOT.hasPrefix("digraph"), viewDOT)
        XCTAssertTrue(viewDOT.contains("step 1: tap"), "the title names the last step: \(viewDOT)")
        XCTAssertTrue(viewDOT.contains("Switch"), viewDOT)
        let svg = try String(contentsOf: files[1], encoding: .utf8)
        XCTAssertTrue(svg.contains("<svg"), String(svg.prefix(200)))
        let causeDOT = try String(contentsOf: files[2], encoding: .utf8)
        XCTAssertTrue(causeDOT.contains("isOn"), "the cause → effect graph shows the state change: \(causeDOT)")
        // Written atomically: no temporary files are left beside them.
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("nested").path)
            .sorted()
        XCTAssertEqual(
            left, ["after-tap.cause.dot", "after-tap.cause.svg", "after-tap.view.dot", "after-tap.view.svg"])
    }

    func testTheSameRunWritesTheSameBytes() throws {
        let folder = try scratchFolder()
        let first = try tapped().writeDiagrams(to: folder.path, name: "a")
        let second = try tapped().writeDiagrams(to: folder.path, name: "b")
        for (a, b) in zip(first, second) {
            XCTAssertEqual(
                try Data(contentsOf: URL(fileURLWithPath: a)), try Data(contentsOf: URL(fileURLWithPath: b)), a)
        }
    }

    func testAFolderThatCannotBeCreatedIsNamedInTheError() throws {
        let folder = try scratchFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        // A folder inside a regular file cannot exist, whoever runs the test (root included).
        XCTAssertThrowsError(try tapped().writeDiagrams(to: file.appendingPathComponent("pictures"))) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains(file.appendingPathComponent("pictures").path), message)
            XCTAssertTrue(message.hasPrefix("cannot write '"), message)
        }
    }
}
