// The same display list gives the same PNG and SVG bytes every time: twice in
// one process, in two fresh processes (this test bundle run again, for one test,
// by the parent), and with two renderers drawing at once on two threads.
import Foundation
import ViewSim
import ViewSimRendering
import XCTest

final class RenderDeterminismTests: XCTestCase {
    /// Set in the child processes: the folder to write `frame.png` and `frame.svg` to.
    static let childOutputVariable = "VIEWSIM_RENDER_CHILD_OUTPUT"

    func testRenderingTwiceGivesTheSameBytes() throws {
        let renderer = DisplayListRenderer()
        let list = RenderFixtures.everything
        let png = try renderer.png(list)
        let svg = try renderer.svg(list)
        XCTAssertEqual(png.notes, [])
        XCTAssertEqual(try renderer.png(list).bytes, png.bytes)
        XCTAssertEqual(try renderer.svg(list).bytes, svg.bytes)
        XCTAssertEqual(try DisplayListRenderer().png(list).bytes, png.bytes, "a new renderer (new font caches)")
        XCTAssertEqual(
            try DisplayListRenderer().svg(list).bytes, svg.bytes, "a new renderer, after other surfaces were made")
        RenderFixtures.keep(png.bytes, name: "everything.png")
        RenderFixtures.keep(svg.bytes, name: "everything.svg")
    }

    func testSVGIsAnSVGDocumentOfTheDisplaySizeWithRenumberedSurfaces() throws {
        let svg = String(decoding: try DisplayListRenderer().svg(RenderFixtures.everything).bytes, as: UTF8.self)
        XCTAssertTrue(svg.hasPrefix("<?xml"))
        XCTAssertTrue(svg.contains(#"width="200px" height="200px" viewBox="0 0 200 200""#), String(svg.prefix(300)))
        XCTAssertTrue(svg.contains(#"id="surface1""#), "the opacity groups' surfaces are numbered from 1")
        XCTAssertTrue(svg.contains("<image"), "the emoji is an embedded image")
        XCTAssertTrue(svg.contains("linearGradient"))
        XCTAssertTrue(svg.contains("radialGradient"))
    }

    func testTwoRenderersOnTwoThreadsDrawTheSameBytes() throws {
        let list = RenderFixtures.everything
        let expected = try DisplayListRenderer().png(list).bytes
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            let renderer = DisplayListRenderer()
            let bytes = (try? renderer.png(list).bytes) ?? []
            let svg = (try? renderer.svg(list).bytes) ?? []
            results.set(index, bytes, svg)
        }
        let svg = try DisplayListRenderer().svg(list).bytes
        for index in 0..<4 {
            XCTAssertEqual(results.png(index), expected, "thread \(index)'s PNG")
            XCTAssertEqual(results.svg(index), svg, "thread \(index)'s SVG")
        }
    }

    /// In a child process (VIEWSIM_RENDER_CHILD_OUTPUT set): writes the fixture's PNG and SVG there.
    /// Otherwise: checks it renders.
    func testChildProcessRender() throws {
        let renderer = DisplayListRenderer()
        let png = try renderer.png(RenderFixtures.everything)
        let svg = try renderer.svg(RenderFixtures.everything)
        XCTAssertFalse(png.bytes.isEmpty)
        XCTAssertFalse(svg.bytes.isEmpty)
        if let folder = ProcessInfo.processInfo.environment[Self.childOutputVariable] {
            let url = URL(fileURLWithPath: folder)
            try png.write(to: url.appendingPathComponent("frame.png"))
            try svg.write(to: url.appendingPathComponent("frame.svg"))
        }
    }

    func testTwoProcessesDrawTheSameBytes() throws {
        if ProcessInfo.processInfo.environment[Self.childOutputVariable] != nil { return }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0])
        guard bundle.pathExtension == "xctest", FileManager.default.isExecutableFile(atPath: bundle.path) else {
            throw XCTSkip(
                "The test runner is not an .xctest executable (\(bundle.lastPathComponent)); the cross-process check runs under `swift test` on Linux."
            )
        }
        let renderer = DisplayListRenderer()
        let png = try renderer.png(RenderFixtures.everything).bytes
        let svg = try renderer.svg(RenderFixtures.everything).bytes
        for run in 1...2 {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "viewsim-render-child-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let process = Process()
            process.executableURL = bundle
            process.arguments = ["ViewSimRenderingTests.RenderDeterminismTests/testChildProcessRender"]
            var environment = ProcessInfo.processInfo.environment
            environment[Self.childOutputVariable] = folder.path
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "child process \(run)")
            let childPNG = try [UInt8](Data(contentsOf: folder.appendingPathComponent("frame.png")))
            let childSVG = try [UInt8](Data(contentsOf: folder.appendingPathComponent("frame.svg")))
            XCTAssertEqual(childPNG, png, "process \(run)'s PNG")
            XCTAssertEqual(childSVG, svg, "process \(run)'s SVG")
        }
    }
}

/// Results written by concurrent iterations, one slot each.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var pngs: [Int: [UInt8]] = [:]
    private var svgs: [Int: [UInt8]] = [:]

    func set(_ index: Int, _ png: [UInt8], _ svg: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        pngs[index] = png
        svgs[index] = svg
    }

    func png(_ index: Int) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        return pngs[index]
    }

    func svg(_ index: Int) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        return svgs[index]
    }
}
