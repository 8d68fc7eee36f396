// swift-tools-version: 6.0
// viewsim — a deterministic simulator of SwiftUI's view graph.
import PackageDescription

let package = Package(
    name: "viewsim",
    products: [
        .library(name: "ViewSim", targets: ["ViewSim"]),
        .library(name: "ViewSimTesting", targets: ["ViewSimTesting"]),
        .library(name: "ViewSimGraphviz", targets: ["ViewSimGraphviz"]),
        .library(name: "ViewSimRendering", targets: ["ViewSimRendering"]),
        .library(name: "ViewSimCLI", targets: ["ViewSimCLI"]),
        .library(name: "ViewSimFuzz", targets: ["ViewSimFuzz"]),
        .executable(name: "viewsim", targets: ["viewsim"]),
        .executable(name: "viewsim-fuzz", targets: ["viewsim-fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // DocC: `swift package generate-documentation --target ViewSim` (a command plugin only;
        // nothing of it is linked into viewsim).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // MARK: Core library: the SwiftUI-shaped DSL, the view graph, frames and the trace.
        .target(name: "ViewSim", dependencies: ["ViewSimSystemTime", "ViewSimObservationBridge"]),
        // The standard library's sleeps and `Task.init`, reached from a module where
        // viewsim's own `Task.sleep` and `Task.init` (which shadow them in ViewSim) are not visible.
        .target(name: "ViewSimSystemTime"),
        // Apple's Observation by name, from a module where viewsim's `Observation` namespace (which
        // makes the `@Observable` macro's registrar viewsim's) does not shadow the module.
        .target(name: "ViewSimObservationBridge"),

        // MARK: Graphviz: a system-library target over libgvc and a thin Swift layer on top.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"])]
        ),
        .target(name: "ViewSimGraphviz", dependencies: ["ViewSim", "CGraphviz"]),

        // MARK: Rendering: a system-library target over cairo (with its FreeType font backend)
        // and fontconfig, and the layer that draws a DisplayList to PNG and SVG with them.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo-fc",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .target(name: "ViewSimRendering", dependencies: ["ViewSim", "CCairo"]),

        // MARK: Lessons: SwiftUI-shaped programs ported from the seed documents.
        // The code a lesson shows is cut from the code that runs at build time (LessonCodePlugin).
        .target(name: "ViewSimLessons", dependencies: ["ViewSim"], path: "Lessons", plugins: ["LessonCodePlugin"]),

        // MARK: Test helpers for XCTest and Swift Testing, used only by tests (the project's and
        // its users'). ViewSimGraphviz draws the pictures of a failing assertion.
        .target(name: "ViewSimTesting", dependencies: ["ViewSim", "ViewSimGraphviz"]),

        // MARK: Fuzzing: random view trees and scripts, invariant checks, a shrinker; and the
        // supervisor command that runs them in worker subprocesses (no ArgumentParser).
        .target(name: "ViewSimFuzz", dependencies: ["ViewSim"]),
        .executableTarget(name: "viewsim-fuzz", dependencies: ["ViewSimFuzz"]),

        // MARK: Lesson code: the lessons' `// lesson-code:` regions become the `LessonCode`
        // constants the steps show, generated at build time by a build-tool plugin.
        .executableTarget(name: "viewsim-lesson-code"),
        .plugin(name: "LessonCodePlugin", capability: .buildTool(), dependencies: ["viewsim-lesson-code"]),

        // MARK: Tools: the CLI library is the only target that imports ArgumentParser
        // (besides thin executables): `ScenarioCommand` gives any executable the
        // list/run/graph/plot/trace commands for its own scenarios.
        .target(
            name: "ViewSimCLI",
            dependencies: [
                "ViewSim", "ViewSimGraphviz", "ViewSimRendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "viewsim", dependencies: ["ViewSim", "ViewSimCLI", "ViewSimLessons"]),
        .systemLibrary(name: "CMalloc", path: "Benchmarks/CMalloc"),
        // Counts heap allocations by defining malloc and its siblings in viewsim-bench (forwarding to glibc).
        // DWARF 4 like the Swift targets: valgrind 3.19 gives up on the executable with clang's default DWARF 5.
        .target(
            name: "CMallocCounter", path: "Benchmarks/CMallocCounter", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        .executableTarget(
            name: "viewsim-bench",
            dependencies: ["ViewSim", "ViewSimRendering", "ViewSimCLI", "ViewSimLessons", "CMalloc", "CMallocCounter"],
            path: "Benchmarks/viewsim-bench"),

        // MARK: Tests
        .testTarget(
            name: "ViewSimTests",
            dependencies: ["ViewSim", "ViewSimTesting", "ViewSimLessons", "AppleObservationModels"],
            // The goldens, read by path (not bundled).
            exclude: ["ViewSimTesting/__Snapshots__", "Transition/__Snapshots__"]),
        // Models built on Apple's Observation registrar (a module that imports Observation and not
        // viewsim), for the tests that compare it with viewsim's.
        .target(name: "AppleObservationModels", path: "Tests/AppleObservationModels"),
        .testTarget(
            name: "ViewSimGraphvizTests",
            dependencies: ["ViewSim", "ViewSimGraphviz", "ViewSimTesting", "ViewSimRendering"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "ViewSimRenderingTests", dependencies: ["ViewSim", "ViewSimRendering"]),
        .testTarget(
            name: "ViewSimLessonsTests",
            dependencies: ["ViewSim", "ViewSimTesting", "ViewSimLessons", "ViewSimGraphviz", "ViewSimRendering"],
            exclude: ["__Snapshots__"]
        ),
        // End-to-end: runs the built `viewsim` binary (SwiftPM builds it for `swift test`).
        .testTarget(name: "ViewSimCLITests", dependencies: []),
        // A user's own scenarios through ScenarioCommand, outside the lessons: an
        // executable the CLI tests run like `viewsim` (a fixture, not a product).
        .executableTarget(
            name: "viewsim-scenario-demo", dependencies: ["ViewSim", "ViewSimCLI"], path: "Tests/ViewSimScenarioDemo"),
        // Scenario, ScenarioCatalog and their errors; ScenarioCommand in process.
        .testTarget(name: "ViewSimScenarioTests", dependencies: ["ViewSim", "ViewSimCLI"]),
        // The HTML report: the page builder (escaping, sizes per lesson) and the page in headless Chromium.
        .testTarget(
            name: "ViewSimReportTests",
            dependencies: ["ViewSim", "ViewSimCLI", "ViewSimLessons", "ViewSimRendering", "ViewSimTesting"]),
        // The fuzzer's generator, invariants and shrinker, and a short run of the built `viewsim-fuzz`.
        .testTarget(name: "ViewSimFuzzTests", dependencies: ["ViewSim", "ViewSimFuzz"]),
    ]
)

// MARK: `import SwiftUI` on Linux: a `SwiftUI` module that re-exports viewsim (and what Apple's
// `import SwiftUI` brings with it: Foundation, Observation), so a file written for Apple's SDK
// compiles unchanged. On Apple platforms the SDK's own SwiftUI is the one to use, and a second
// module of that name would shadow it, so neither the product nor its test is declared there.
#if os(Linux)
    package.products.append(.library(name: "SwiftUI", targets: ["SwiftUI"]))
    package.targets += [
        .target(name: "SwiftUI", dependencies: ["ViewSim"]),
        // A SwiftUI-written file that imports SwiftUI and nothing else, run in a Simulation.
        // It also names ViewSim: SwiftPM does not rebuild a target when only a module that `SwiftUI`
        // re-exports changed, and a stale object of it can then crash the test binary.
        .testTarget(name: "SwiftUIImportTests", dependencies: ["SwiftUI", "ViewSim"]),
    ]
#endif
