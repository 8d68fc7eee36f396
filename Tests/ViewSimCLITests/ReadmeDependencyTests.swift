// README.md's "Depending on viewsim" shows the Package.swift lines a user
// writes and a table of products and imports; the example package
// (Examples/ViewSimExamples) depends on viewsim the same way. This test checks
// both against viewsim's own Package.swift, so a renamed or removed product
// cannot leave the README or the example behind.
// Simplifies: reads the manifests as text (the names in `.library(name:)` and
// `.product(name:package:)`), without evaluating them.
import Foundation
import XCTest

final class ReadmeDependencyTests: XCTestCase {
    private var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every first capture group of `pattern` in `text`, in order.
    private func captures(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The library products viewsim's Package.swift declares.
    private func libraries() throws -> [String] {
        try captures(#"\.library\(name: "([^"]+)""#, in: try read("Package.swift"))
    }

    /// The README's "Depending on viewsim" section, up to the next heading; nil when missing.
    private func section() throws -> String? {
        let readme = try read("README.md")
        guard let start = readme.range(of: "### Depending on viewsim\n") else { return nil }
        let rest = readme[start.upperBound...]
        let end = rest.range(of: "\n#")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    func testTheReadmesDependencyLinesNameRealProducts() throws {
        guard let text = try section() else {
            return XCTFail(
                "README.md has no \"### Depending on viewsim\" section. To fix, restore it near \"Your own scenarios\"."
            )
        }
        let libraries = try libraries()
        XCTAssertEqual(
            try captures(#"let package = Package\(\s*name: "([^"]+)""#, in: try read("Package.swift")), ["viewsim"],
            "The README and the example name the package \"viewsim\"; Package.swift's name must match.")

        XCTAssertTrue(text.contains(#".package(url: "https://github.com/<owner>/viewsim", branch: "main")"#), text)
        XCTAssertTrue(text.contains(#".package(name: "viewsim", path: "#), text)
        let products = try captures(#"\.product\(name: "([^"]+)", package: "([^"]+)"\)"#, in: text)
        XCTAssertEqual(Set(products), ["ViewSim", "ViewSimCLI", "ViewSimTesting"], text)
        XCTAssertEqual(
            try captures(#"\.product\(name: "[^"]+", package: "([^"]+)"\)"#, in: text).filter { $0 != "viewsim" }, [],
            "Every product comes from package \"viewsim\".")
        // The `SwiftUI` product (Linux only) is listed too: `import SwiftUI`.
        let imports = try captures(#"`import (ViewSim\w*|SwiftUI)`"#, in: text)
        XCTAssertEqual(
            imports, libraries,
            "The README's table should list every library product of Package.swift, in its order, as `import X`.")
        let tableProducts = try captures(#"\n\| `(ViewSim\w*|SwiftUI)`(?: \(Linux only\))? \|"#, in: text)
        XCTAssertEqual(tableProducts, libraries, "Each table row names a product and its module.")
    }

    func testTheExamplePackageDependsOnRealProducts() throws {
        let manifest = try read("Examples/ViewSimExamples/Package.swift")
        XCTAssertTrue(
            manifest.contains(#".package(name: "viewsim", path: "../..")"#),
            "The example depends on viewsim by relative path, named \"viewsim\".")
        let used = try captures(#"\.product\(name: "([^"]+)", package: "viewsim"\)"#, in: manifest)
        // SwiftUI: the Landmarks target's files `import SwiftUI` (viewsim's module on Linux).
        XCTAssertEqual(Set(used), ["ViewSim", "ViewSimCLI", "ViewSimTesting", "SwiftUI"], manifest)
        let libraries = Set(try libraries())
        XCTAssertTrue(
            Set(used).isSubset(of: libraries),
            "The example uses \(Set(used).subtracting(libraries).sorted()), which Package.swift does not declare.")
    }
}
