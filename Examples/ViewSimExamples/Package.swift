// swift-tools-version: 6.0
// viewsim's example package: a user's own SwiftUI-shaped views, scenarios that
// step through them, an executable with viewsim's commands for them, and tests
// (XCTest and Swift Testing). It depends on viewsim by relative path, as a
// package inside the repository; a package elsewhere names viewsim by URL.
import PackageDescription

let package = Package(
    name: "ViewSimExamples",
    products: [
        .executable(name: "viewsim-examples", targets: ["viewsim-examples"]),
    ],
    dependencies: [
        // Elsewhere: .package(url: "https://github.com/<owner>/viewsim", branch: "main")
        .package(name: "viewsim", path: "../.."),
    ],
    targets: [
        // The views and their scenarios: what a user writes.
        .target(
            name: "ExampleViews",
            dependencies: [.product(name: "ViewSim", package: "viewsim")]
        ),
        // A Landmarks-style app written for Apple's SDK, unchanged: its files `import SwiftUI`,
        // viewsim's SwiftUI module on Linux. (ViewSim is named too, for its scenario file, and so
        // that SwiftPM rebuilds this target when viewsim changes.)
        .target(
            name: "Landmarks",
            dependencies: [
                .product(name: "SwiftUI", package: "viewsim"),
                .product(name: "ViewSim", package: "viewsim"),
            ]
        ),
        // `viewsim-examples list|run|graph|plot|trace` for the scenarios.
        .executableTarget(
            name: "viewsim-examples",
            dependencies: [
                "ExampleViews",
                "Landmarks",
                .product(name: "ViewSim", package: "viewsim"),
                .product(name: "ViewSimCLI", package: "viewsim"),
            ]
        ),
        .testTarget(
            name: "ExampleViewsTests",
            dependencies: [
                "ExampleViews",
                "Landmarks",
                .product(name: "ViewSim", package: "viewsim"),
                .product(name: "ViewSimTesting", package: "viewsim"),
            ],
            // The goldens and baselines, read by path (not bundled).
            exclude: ["__Snapshots__"]
        ),
    ]
)
