// docs/SwiftUI-API.md against the source: every name its tables list is declared
// public in Sources/ViewSim, and every public type, View/Shape modifier and free
// function there is listed, so the page cannot drift from the code.
import Foundation
import XCTest

final class SwiftUIAPITableTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The names in the first cell of each table row, by section heading: `@State` → State,
    /// `.animation(_:value:)` → animation.
    private func tableNames() throws -> [String: [String]] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/SwiftUI-API.md"), encoding: .utf8)
        var sections: [String: [String]] = [:]
        var heading = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { heading = String(line.dropFirst(3)); continue }
            guard line.hasPrefix("| `") else { continue }
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            let names = cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { item -> String in
                var name = Substring(item.element)
                if name.first == "@" || name.first == "." { name = name.dropFirst() }
                return String(name.prefix { $0 != "(" })
            }
            sections[heading, default: []].append(contentsOf: names)
        }
        return sections
    }

    /// Public top-level types (not `_`-prefixed), public modifiers of View and Shape,
    /// and public free functions declared in Sources/ViewSim.
    private func declarations() throws -> (types: Set<String>, modifiers: Set<String>, functions: Set<String>) {
        var types = Set<String>(), modifiers = Set<String>(), functions = Set<String>()
        let sources = root.appendingPathComponent("Sources/ViewSim")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(files.count, 50, "Sources/ViewSim should hold the runtime's files")
        let kinds = ["struct ", "enum ", "protocol ", "class ", "final class ", "indirect enum ", "actor ", "typealias "]
        func identifier(_ text: Substring) -> String { String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
        for file in files {
            var inViewExtension = false
            for fullLine in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                // Built-in views and their modifiers are `nonisolated` (View is @MainActor).
                let line = fullLine.hasPrefix("nonisolated ") ? fullLine.dropFirst("nonisolated ".count) : fullLine
                if line.hasPrefix("extension View") || line.hasPrefix("public extension View")
                    || line.hasPrefix("extension Shape") || line.hasPrefix("public extension Shape") {
                    inViewExtension = true
                } else if line == "}" {
                    inViewExtension = false
                }
                if line.hasPrefix("public ") {
                    let rest = line.dropFirst("public ".count)
                    if let kind = kinds.first(where: { rest.hasPrefix($0) }) {
                        let name = identifier(rest.dropFirst(kind.count))
                        if !name.hasPrefix("_") { types.insert(name) }
                    } else if rest.hasPrefix("func ") {
                        functions.insert(identifier(rest.dropFirst(5)))
                    }
                }
                let trimmed = line.drop { $0 == " " }
                if inViewExtension, line.hasPrefix("    "), trimmed.hasPrefix("public func ") {
                    modifiers.insert(identifier(trimmed.dropFirst("public func ".count)))
                }
            }
        }
        return (types, modifiers, functions)
    }

    private func check(_ listed: [String], against declared: Set<String>, _ what: String) {
        let listedSet = Set(listed)
        XCTAssertEqual(listed.count, listedSet.count, "docs/SwiftUI-API.md lists a \(what) twice: \(listed.sorted())")
        let missing = declared.subtracting(listedSet).sorted()
        let stale = listedSet.subtracting(declared).sorted()
        XCTAssertEqual(missing, [], "public \(what) in Sources/ViewSim not in docs/SwiftUI-API.md: add a row (or a name to a row)")
        XCTAssertEqual(stale, [], "docs/SwiftUI-API.md lists \(what) that Sources/ViewSim does not declare public: remove them")
    }

    func testEveryPublicTypeIsListedAndEveryListedTypeExists() throws {
        let tables = try tableNames()
        let declared = try declarations()
        let swiftUI = try XCTUnwrap(tables["Types"]), own = try XCTUnwrap(tables["viewsim's own types"])
        XCTAssertEqual(Set(swiftUI).intersection(own), [], "a type is listed both as SwiftUI's and as viewsim's own")
        check(swiftUI + own, against: declared.types, "types")
        // The names the issue asks the page to have.
        for name in ["View", "State", "Binding", "PhaseAnimator", "KeyframeAnimator", "TimelineView"] {
            XCTAssertTrue(swiftUI.contains(name), name)
        }
    }

    func testEveryPublicModifierIsListedAndEveryListedModifierExists() throws {
        let modifiers = try XCTUnwrap(try tableNames()["Modifiers"])
        check(modifiers.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } },
              against: try declarations().modifiers, "modifiers")
        XCTAssertTrue(modifiers.contains("animation"))
    }

    func testEveryPublicFunctionIsListedAndEveryListedFunctionExists() throws {
        let functions = try XCTUnwrap(try tableNames()["Functions"])
        check(functions, against: try declarations().functions, "functions")
    }
}
