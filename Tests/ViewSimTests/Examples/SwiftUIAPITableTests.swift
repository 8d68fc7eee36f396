// docs/SwiftUI-API.md against the source: every name its tables list is declared
// public in Sources/ViewSim, and every public type, View/Shape modifier and free
// function there is listed, so the page cannot drift from the code. Its "Not
// modelled yet" table is checked by the compiler: each example is type-checked
// against the built ViewSim module, and must fail ("does not compile") or pass
// ("compiles, ignored", and then be a `NotModelledAPI` that reports a diagnostic).
import Foundation
import ViewSim
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
            if line.hasPrefix("## ") {
                heading = String(line.dropFirst(3))
                continue
            }
            guard line.hasPrefix("| `") else { continue }
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            let names = cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter {
                $0.offset % 2 == 1
            }.map { item -> String in
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
        var types = Set<String>()
        var modifiers = Set<String>()
        var functions = Set<String>()
        let sources = root.appendingPathComponent("Sources/ViewSim")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(files.count, 50, "Sources/ViewSim should hold the runtime's files")
        let kinds = [
            "struct ", "enum ", "protocol ", "class ", "final class ", "indirect enum ", "actor ", "typealias ",
        ]
        func identifier(_ text: Substring) -> String { String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
        for file in files {
            var inViewExtension = false
            for fullLine in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                // Built-in views and their modifiers are `nonisolated` (View is @MainActor).
                let line = fullLine.hasPrefix("nonisolated ") ? fullLine.dropFirst("nonisolated ".count) : fullLine
                if line.hasPrefix("extension View") || line.hasPrefix("public extension View")
                    || line.hasPrefix("extension Shape") || line.hasPrefix("public extension Shape")
                {
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
        XCTAssertEqual(
            missing, [], "public \(what) in Sources/ViewSim not in docs/SwiftUI-API.md: add a row (or a name to a row)")
        XCTAssertEqual(
            stale, [], "docs/SwiftUI-API.md lists \(what) that Sources/ViewSim does not declare public: remove them")
    }

    func testEveryPublicTypeIsListedAndEveryListedTypeExists() throws {
        let tables = try tableNames()
        let declared = try declarations()
        let swiftUI = try XCTUnwrap(tables["Types"])
        let own = try XCTUnwrap(tables["viewsim's own types"])
        XCTAssertEqual(Set(swiftUI).intersection(own), [], "a type is listed both as SwiftUI's and as viewsim's own")
        check(swiftUI + own, against: declared.types, "types")
        // The names the issue asks the page to have.
        for name in ["View", "State", "Binding", "PhaseAnimator", "KeyframeAnimator", "TimelineView"] {
            XCTAssertTrue(swiftUI.contains(name), name)
        }
    }

    func testEveryPublicModifierIsListedAndEveryListedModifierExists() throws {
        let modifiers = try XCTUnwrap(try tableNames()["Modifiers"])
        check(
            modifiers.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } },
            against: try declarations().modifiers, "modifiers")
        XCTAssertTrue(modifiers.contains("animation"))
    }

    func testEveryPublicFunctionIsListedAndEveryListedFunctionExists() throws {
        let functions = try XCTUnwrap(try tableNames()["Functions"])
        check(functions, against: try declarations().functions, "functions")
    }

    // MARK: - Not modelled yet

    /// One row of "Not modelled yet": its names (as written, backticks removed), the
    /// example in "written as", and whether it compiles.
    private struct NotModelledRow {
        let names: [String]
        let example: String
        let compiles: Bool
    }

    private func notModelledRows() throws -> [NotModelledRow] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/SwiftUI-API.md"), encoding: .utf8)
        let section = try XCTUnwrap(
            text.components(separatedBy: "\n## Not modelled yet\n").dropFirst().first,
            "docs/SwiftUI-API.md has no \"## Not modelled yet\" section"
        )
        .components(separatedBy: "\n## ")[0]
        func code(_ cell: Substring) -> [String] {
            cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map
            { String($0.element) }
        }
        return try section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            XCTAssertEqual(cells.count, 5, "a row has four cells: \(line)")
            let effect = cells.count > 2 ? cells[2] : ""
            XCTAssertTrue(
                ["does not compile", "compiles, ignored"].contains(effect),
                "\"if used\" is \"does not compile\" or \"compiles, ignored\": \(line)")
            let example = try XCTUnwrap(code(Substring(cells[1])).first, "no example in \(line)")
            return NotModelledRow(
                names: code(Substring(cells[0])), example: example, compiles: effect == "compiles, ignored")
        }
    }

    /// Every public identifier in Sources/ViewSim: types, functions, properties.
    private func publicIdentifiers() throws -> Set<String> {
        let sources = root.appendingPathComponent("Sources/ViewSim")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        let regex = try NSRegularExpression(
            pattern:
                #"public (?:nonisolated |static |final |indirect |mutating )*(?:struct|enum|protocol|class|actor|typealias|func|var|let|case) +(\w+)"#
        )
        var names = Set<String>()
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        return names
    }

    func testTheNotModelledTableNamesNothingViewSimDeclares() throws {
        let declared = try publicIdentifiers()
        XCTAssertTrue(
            declared.isSuperset(of: ["Text", "onTapGesture", "animation"]), "the declarations should have been found")
        let rows = try notModelledRows()
        XCTAssertGreaterThan(rows.count, 20)
        for row in rows where !row.compiles {
            for name in row.names where !name.contains("(") || name.hasSuffix(":)") {
                // `.task(_:)` → task, `@Bindable` → Bindable; `@Environment(Model.self)` is left to the compiler.
                let bare = String(name.drop { $0 == "@" || $0 == "." }.prefix { $0 != "(" })
                XCTAssertFalse(
                    declared.contains(bare),
                    "docs/SwiftUI-API.md says \(name) does not compile, but Sources/ViewSim declares \(bare) public: move it to the table of its kind"
                )
            }
        }
        let ignored = rows.filter(\.compiles).flatMap(\.names)
        XCTAssertEqual(
            ignored.sorted(), NotModelledAPI.allCases.map(\.name).sorted(),
            "the \"compiles, ignored\" rows are the calls that report a notModelled diagnostic (NotModelledAPI)")
    }

    /// Type-checks every example against the ViewSim module `swift build` made: one
    /// line each, so each error belongs to one row.
    func testTheNotModelledExamplesCompileOrNotAsTheTableSays() throws {
        let rows = try notModelledRows()
        let prelude = """
            import Dispatch
            import Foundation
            import Observation
            import ViewSim
            @Observable final class Model { var flag = false }
            final class Store: ObservableObject {}
            """
        let probes = rows.enumerated().map { index, row -> String in
            if row.example.hasPrefix("@") {
                return
                    "@MainActor struct Probe\(index): View { \(row.example); var body: some View { Text(\"probe\") } }"
            }
            let expression = row.example.hasPrefix(".") ? "Text(\"probe\")" + row.example : row.example
            return "@MainActor func probe\(index)() { _ = \(expression) }"
        }
        let firstLine = prelude.split(separator: "\n").count + 1
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewsim-api-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("probe.swift")
        try (prelude + "\n" + probes.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)

        let errors = try typeCheck(file)
        var failing: [Int: [String]] = [:]
        for line in errors.split(separator: "\n") where line.hasPrefix(file.path + ":") && line.contains(": error: ") {
            let number = line.dropFirst(file.path.count + 1).prefix { $0.isNumber }
            if let number = Int(number) { failing[number - firstLine, default: []].append(String(line)) }
        }
        XCTAssertFalse(failing.keys.contains { $0 < 0 }, "the prelude itself should compile:\n\(errors)")
        for (index, row) in rows.enumerated() {
            if row.compiles {
                XCTAssertNil(
                    failing[index],
                    "docs/SwiftUI-API.md says `\(row.example)` compiles, but:\n\(failing[index]?.joined(separator: "\n") ?? "")"
                )
            } else {
                XCTAssertNotNil(
                    failing[index],
                    "docs/SwiftUI-API.md says `\(row.example)` does not compile, but it does: move \(row.names) to the table of its kind, or to \"compiles, ignored\" with a NotModelledAPI case"
                )
            }
        }
    }

    /// Runs `swiftc -typecheck` on `file` with the built modules; returns its diagnostics.
    private func typeCheck(_ file: URL) throws -> String {
        let products = try XCTUnwrap(Bundle.main.executableURL?.deletingLastPathComponent(), "the test bundle's folder")
        let modules = [products.appendingPathComponent("Modules"), products]
        guard
            let found = modules.first(where: {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("ViewSim.swiftmodule").path)
            })
        else {
            XCTFail(
                "No ViewSim.swiftmodule in \(modules.map(\.path)). To fix, build the tests with swift build --build-tests."
            )
            return ""
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-diagnostic-style", "llvm", "-I", found.path, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
