// Runs scripts/bench-compute (issue 32's ratios against Compute, jcmosc/Compute) on bad input and
// on a stand-in checkout: each mistake ends with a message saying what was wrong and what to do,
// and a non-zero exit, before anything is built or fetched; with PREPARE_ONLY=1 the script copies
// a checkout shaped like Compute's (our own small fixture, not Compute's code), leaves its test
// targets and package dependencies out of the copy's manifest, and writes the harness package
// pointing at that copy. Building and running against the real Compute is not tested here: its
// code is not in the repository (docs/Benchmarks.md, "Against Compute, measured here").
import Foundation
import XCTest

final class BenchComputeScriptTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testWithoutAnArgumentItSaysWhatToGive() throws {
        let result = try Self.script([])
        XCTAssertEqual(result.status, 1, result.printed)
        XCTAssertTrue(result.printed.contains("give one argument, the path to a Compute checkout"), result.printed)
    }

    func testAMissingPathIsNamed() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-compute-\(UUID().uuidString)")
        let result = try Self.script([missing.path])
        XCTAssertEqual(result.status, 1, result.printed)
        XCTAssertTrue(result.printed.contains("'\(missing.path)' is not a directory"), result.printed)
    }

    func testADirectoryThatIsNotComputeIsRefused() throws {
        // viewsim's own checkout has a Package.swift, but not Compute's.
        let result = try Self.script([Self.root.path])
        XCTAssertEqual(result.status, 1, result.printed)
        XCTAssertTrue(result.printed.contains("is not a Compute checkout"), result.printed)
        XCTAssertTrue(result.printed.contains("jcmosc/Compute"), result.printed)
    }

    func testACheckoutWithoutItsSubmoduleSaysHowToGetIt() throws {
        let checkout = try Self.standInCheckout(headers: false)
        defer { try? FileManager.default.removeItem(at: checkout) }
        let result = try Self.script([checkout.path])
        XCTAssertEqual(result.status, 1, result.printed)
        XCTAssertTrue(result.printed.contains("Submodules/swift-runtime-headers is empty"), result.printed)
        XCTAssertTrue(result.printed.contains("git submodule update --init"), result.printed)
    }

    func testBadSettingsAreNamed() throws {
        for (name, value) in [("PAIRS", "0"), ("ROUNDS", "five"), ("SIZES", "100,,1000")] {
            let result = try Self.script([Self.root.path], environment: [name: value])
            XCTAssertEqual(result.status, 1, result.printed)
            XCTAssertTrue(result.printed.contains("\(name) must be"), "\(name)=\(value): \(result.printed)")
        }
    }

    func testPreparingLeavesOutTheTestTargetsAndTheirDependencies() throws {
        let checkout = try Self.standInCheckout(headers: true)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("bench-compute-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: checkout)
            try? FileManager.default.removeItem(at: work)
        }
        let result = try Self.script([checkout.path], environment: ["PREPARE_ONLY": "1", "WORK": work.path])
        XCTAssertEqual(result.status, 0, result.printed)

        let manifest = try String(contentsOf: work.appendingPathComponent("compute/Package.swift"), encoding: .utf8)
        XCTAssertFalse(manifest.contains("testTarget"), manifest)
        XCTAssertFalse(manifest.contains("url:"), manifest)
        XCTAssertTrue(manifest.contains("var dependencies: [Package.Dependency] = []"), manifest)
        XCTAssertTrue(manifest.contains(#".target(name: "Compute", dependencies: ["ComputeCxx"]),"#), manifest)
        XCTAssertTrue(manifest.contains(#"        .target(name: "ComputeCxx"),"#), manifest)
        let copied = work.appendingPathComponent("compute/Submodules/swift-runtime-headers/include/swift/Runtime")
        XCTAssertTrue(FileManager.default.fileExists(atPath: copied.appendingPathComponent("Metadata.h").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("compute/.build").path))

        let harness = try String(
            contentsOf: work.appendingPathComponent("compute-bench/Package.swift"), encoding: .utf8)
        XCTAssertTrue(harness.contains(#"path: "\#(work.path)/compute""#), harness)
        XCTAssertFalse(harness.contains("@COMPUTE_PATH@"), harness)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: work.appendingPathComponent("compute-bench/Sources/compute-bench/main.swift").path))
    }

    /// A directory shaped like a Compute checkout: a manifest naming the package "Compute" with
    /// package dependencies and a test target, the two source folders, a build folder that must not
    /// be copied, and (when `headers`) the submodule's header the script checks for.
    private static func standInCheckout(headers: Bool) throws -> URL {
        let checkout = FileManager.default.temporaryDirectory.appendingPathComponent("compute-\(UUID().uuidString)")
        let files = FileManager.default
        for folder in ["Sources/Compute", "Sources/ComputeCxx", ".build/release"] {
            try files.createDirectory(at: checkout.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        if headers {
            let runtime = checkout.appendingPathComponent("Submodules/swift-runtime-headers/include/swift/Runtime")
            try files.createDirectory(at: runtime, withIntermediateDirectories: true)
            try Data("// stand-in\n".utf8).write(to: runtime.appendingPathComponent("Metadata.h"))
        }
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            var dependencies: [Package.Dependency] = [
                .package(url: "https://example.invalid/one", from: "1.0.0"),
                .package(url: "https://example.invalid/two", branch: "main"),
            ]

            let package = Package(
                name: "Compute",
                dependencies: dependencies,
                targets: [
                    .target(name: "Compute", dependencies: ["ComputeCxx"]),
                    .testTarget(
                        name: "ComputeTests",
                        dependencies: ["Compute", .product(name: "One", package: "one")],
                        linkerSettings: [.linkedLibrary("m")]
                    ),
                    .target(name: "ComputeCxx"),
                    .testTarget(name: "ComputeCxxTests", dependencies: ["ComputeCxx"]),
                ]
            )

            """
        try Data(manifest.utf8).write(to: checkout.appendingPathComponent("Package.swift"))
        return checkout
    }

    /// Runs `bash scripts/bench-compute arguments…` with `environment` added; standard output and
    /// error together.
    private static func script(_ arguments: [String], environment: [String: String] = [:]) throws -> (
        status: Int32, printed: String
    ) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bench-compute-out-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", root.appendingPathComponent("scripts/bench-compute").path] + arguments
        var variables = ProcessInfo.processInfo.environment
        for name in ["PAIRS", "ROUNDS", "SIZES", "NO_BUILD", "WORK", "PREPARE_ONLY"] { variables[name] = nil }
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
    }
}
