// How a failing check is reported under XCTest: the route chosen outside a
// Swift Testing `@Test`, and the pictures of the failing moment that
// VIEWSIM_FAILURE_DIAGRAMS asks for (written, named in the message, or the
// reason they could not be written). The Swift Testing side is in
// SwiftTestingFailureTests.swift.
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

private struct Lamp: View {
    @State private var isOn = false
    var body: some View {
        Text(isOn ? "on" : "off")
            .onTapGesture { isOn.toggle() }
            .accessibilityIdentifier("lamp")
    }
}

final class FailureReporterTests: XCTestCase {
    private let location = FailureLocation(
        fileID: "ViewSimTests/LampTests.swift", filePath: #filePath, line: 42, column: 9)

    private func scratchFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "viewsim-failure-diagrams-\(name.filter { $0.isLetter || $0.isNumber })-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    private func tapped() throws -> Simulation {
        let sim = Simulation(Lamp())
        try sim.step("tap") { try sim.tap("lamp") }
        return sim
    }

    func testAnXCTestMethodIsRoutedToXCTest() {
        XCTAssertEqual(FailureRoute.current, .xcTest)
    }

    func testFilesAreNamedAfterTheCallersFileAndLine() {
        XCTAssertEqual(location.fileStem, "ViewSimTests-LampTests-line42")
    }

    func testUnsetOrEmptyVariableWritesNothing() throws {
        let sim = try tapped()
        XCTAssertEqual(
            FailureReporter.withDiagrams("failed", sim: sim, scope: .lastStep, at: location, environment: [:]), "failed"
        )
        XCTAssertEqual(
            FailureReporter.withDiagrams(
                "failed", sim: sim, scope: .lastStep, at: location,
                environment: [FailureReporter.diagramsVariable: ""]), "failed")
    }

    func testTheFailingMomentIsDrawnAndItsPathsAreInTheMessage() throws {
        let folder = scratchFolder()
        let message = FailureReporter.withDiagrams(
            "failed", sim: try tapped(), scope: .lastStep, at: location,
            environment: [FailureReporter.diagramsVariable: folder.path])
        let names = ["view.dot", "view.svg", "cause.dot", "cause.svg"].map { "ViewSimTests-LampTests-line42." + $0 }
        XCTAssertEqual(
            message,
            "failed\n\nPictures of this moment (VIEWSIM_FAILURE_DIAGRAMS):\n"
                + names.map { "  " + folder.appendingPathComponent($0).path }.joined(separator: "\n"))
        for name in names {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), name)
        }
        let dot = try String(contentsOf: folder.appendingPathComponent(names[0]), encoding: .utf8)
        XCTAssertTrue(dot.contains("step 1: tap"), "the picture is of the checked step: \(dot)")
    }

    func testAScopeOfAnEarlierStepDrawsThatStepsActivity() throws {
        let folder = scratchFolder()
        _ = FailureReporter.withDiagrams(
            "failed", sim: try tapped(), scope: .step(0), at: location,
            environment: [FailureReporter.diagramsVariable: folder.path])
        let dot = try String(
            contentsOf: folder.appendingPathComponent("ViewSimTests-LampTests-line42.view.dot"), encoding: .utf8)
        XCTAssertTrue(dot.contains("step 0: appear"), dot)
    }

    func testAnUnwritableFolderIsExplainedInTheMessage() throws {
        let folder = scratchFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let target = file.appendingPathComponent("pictures").path
        let message = FailureReporter.withDiagrams(
            "failed", sim: try tapped(), scope: .lastStep, at: location,
            environment: [FailureReporter.diagramsVariable: target])
        XCTAssertTrue(
            message.hasPrefix(
                "failed\n\nNo pictures of this moment (VIEWSIM_FAILURE_DIAGRAMS=\(target)): cannot write '\(target)'"),
            message)
    }
}
