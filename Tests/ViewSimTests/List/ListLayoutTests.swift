// List layout and drawing: rows at least 44 pt tall (Apple's Human Interface
// Guidelines, "Layout": hit targets of at least 44 × 44 pt), inset by the list
// style (viewsim's model of iOS 17's numbers, `_ListStyleKind`), a separator
// between rows, sections as cards, a selected row highlighted.
import Foundation
import ViewSim
import XCTest

private struct Rows: View {
    var plain = false
    var body: some View {
        let list = List {
            Text("a").accessibilityIdentifier("a")
            Text("b").accessibilityIdentifier("b")
            Text("c").accessibilityIdentifier("c").listRowSeparator(.hidden)
            Text("d").accessibilityIdentifier("d")
        }
        .accessibilityIdentifier("list")
        if plain { list.listStyle(.plain) } else { list }
    }
}

private struct Sections: View {
    var body: some View {
        List {
            Section("Mail") {
                Text("a").accessibilityIdentifier("a")
                Text("b").accessibilityIdentifier("b")
            }
            Section {
                Text("c").accessibilityIdentifier("c")
            } header: {
                Text("Other").accessibilityIdentifier("header")
            }
        }
    }
}

private func fills(_ sim: Simulation, _ color: Color) -> [CGRect] {
    sim.displayList().items.compactMap { item in
        if case .fill(let path, .color(let rgba), _) = item.content, rgba == color.rgba {
            return path.boundingRect.applying(item.transform)
        }
        return nil
    }
}

@MainActor
final class ListLayoutTests: XCTestCase {
    func testAnInsetGroupedListInsetsItsRowsAndSeparatesThem() async throws {
        let sim = Simulation(Rows())
        XCTAssertEqual(sim.frame(of: "list"), CGRect(x: 0, y: 0, width: 393, height: 852))
        let a = try XCTUnwrap(sim.frame(of: "a"))
        let b = try XCTUnwrap(sim.frame(of: "b"))
        // 16 pt section margin + 16 pt row inset.
        XCTAssertEqual(a.minX, 32, accuracy: 1e-9)
        // Rows are 44 pt apart (a body line plus 11 pt above and below is under 44).
        XCTAssertEqual(b.minY - a.minY, 44, accuracy: 1e-9)
        // The first row starts 20 pt down (the grouped styles' top margin); its text centred in 44 pt.
        XCTAssertEqual(a.midY, 20 + 22, accuracy: 1e-9)
        // Separators: below a and b (c hides its own, d is the last row), inset as the text, 1 pt.
        let separators = fills(sim, Color(uiColor: .separator))
        XCTAssertEqual(separators.count, 2, sim.displayList().description)
        XCTAssertEqual(separators.first, CGRect(x: 32, y: 20 + 44 - 1, width: 393 - 32 - 16, height: 1))
        // Grouped background behind, white rows.
        let first = sim.displayList().items.first
        guard case .fill(_, .color(let background), _)? = first?.content else {
            return XCTFail(sim.displayList().description)
        }
        XCTAssertEqual(background, Color(uiColor: .systemGroupedBackground).rgba)
        XCTAssertEqual(fills(sim, Color(uiColor: .secondarySystemGroupedBackground)).count, 4)
    }

    func testAPlainListHasNoMarginsAndAWhiteBackground() async throws {
        let sim = Simulation(Rows(plain: true))
        let a = try XCTUnwrap(sim.frame(of: "a"))
        XCTAssertEqual(a.minX, 16, accuracy: 1e-9)
        XCTAssertEqual(a.midY, 22, accuracy: 1e-9)
        guard case .fill(_, .color(let background), _)? = sim.displayList().items.first?.content else {
            return XCTFail(sim.displayList().description)
        }
        XCTAssertEqual(background, Color(uiColor: .systemBackground).rgba)
        // systemBackground is white too: the only white fill is the list's background.
        XCTAssertEqual(fills(sim, Color(uiColor: .secondarySystemGroupedBackground)).count, 1)
        XCTAssertEqual(fills(sim, Color(uiColor: .separator)).first?.width, 393 - 16)
    }

    func testSectionsPutTheirHeaderAboveTheirRows() async throws {
        let sim = Simulation(Sections())
        let a = try XCTUnwrap(sim.frame(of: "a"))
        let b = try XCTUnwrap(sim.frame(of: "b"))
        let c = try XCTUnwrap(sim.frame(of: "c"))
        let header = try XCTUnwrap(sim.frame(of: "header"))
        XCTAssertEqual(b.minY - a.minY, 44, accuracy: 1e-9)
        XCTAssertLessThan(b.maxY, header.minY)
        XCTAssertLessThan(header.maxY, c.minY)
        // One separator: between a and b; c is its section's only row.
        XCTAssertEqual(fills(sim, Color(uiColor: .separator)).count, 1, sim.displayList().description)
        // The header is not a row: no row background behind it.
        let rows = fills(sim, Color(uiColor: .secondarySystemGroupedBackground))
        XCTAssertEqual(rows.count, 3)
        XCTAssertFalse(rows.contains { $0.intersects(header) })
    }
}

private struct Styled: View {
    let style: Int
    var body: some View {
        let list = List {
            Section("Mail") { Text("a").accessibilityIdentifier("a") }
            Section { Text("b").accessibilityIdentifier("b") }
        }
        switch style {
        case 0: list.listStyle(.grouped)
        case 1: list.listStyle(.inset)
        case 2: list.listStyle(.sidebar)
        default: list.listStyle(.insetGrouped)
        }
    }
}

private struct BadInsets: View {
    var body: some View {
        List {
            Text("a").accessibilityIdentifier("a")
                .listRowInsets(EdgeInsets(top: .nan, leading: .infinity, bottom: -.infinity, trailing: 4))
            Text("b").accessibilityIdentifier("b")
        }
    }
}

@MainActor
final class ListStyleTests: XCTestCase {
    func testGroupedHasNoMarginsAndInsetHasNoGreyBackground() async throws {
        // .grouped: no side margins, grouped background, a 20 pt gap before the second section.
        let grouped = Simulation(Styled(style: 0))
        XCTAssertEqual(try XCTUnwrap(grouped.frame(of: "a")).minX, 16, accuracy: 1e-9)
        guard case .fill(_, .color(let background), _)? = grouped.displayList().items.first?.content else {
            return XCTFail(grouped.displayList().description)
        }
        XCTAssertEqual(background, Color(uiColor: .systemGroupedBackground).rgba)
        let a = try XCTUnwrap(grouped.frame(of: "a"))
        let b = try XCTUnwrap(grouped.frame(of: "b"))
        XCTAssertEqual(b.minY - a.minY, 44 + 20, accuracy: 1e-9, "a row, then the gap of a section without header")
        // .inset: 16 pt margins on a white background.
        let inset = Simulation(Styled(style: 1))
        XCTAssertEqual(try XCTUnwrap(inset.frame(of: "a")).minX, 32, accuracy: 1e-9)
        guard case .fill(_, .color(let white), _)? = inset.displayList().items.first?.content else {
            return XCTFail(inset.displayList().description)
        }
        XCTAssertEqual(white, Color(uiColor: .systemBackground).rgba)
        // .sidebar is drawn as inset grouped (viewsim's model).
        let sidebar = Simulation(Styled(style: 2))
        XCTAssertEqual(sidebar.frame(of: "a"), Simulation(Styled(style: 3)).frame(of: "a"))
        XCTAssertEqual(try XCTUnwrap(sidebar.frame(of: "a")).minX, 32, accuracy: 1e-9)
    }

    func testNonFiniteRowInsetsGiveAFiniteLayoutAndADiagnostic() async throws {
        let sim = Simulation(BadInsets())
        let a = try XCTUnwrap(sim.frame(of: "a"))
        let b = try XCTUnwrap(sim.frame(of: "b"))
        for value in [a.minX, a.minY, a.width, a.height, b.minY] { XCTAssertTrue(value.isFinite, "\(a), \(b)") }
        let text = sim.trace.text()
        XCTAssertTrue(text.contains("Invalid frame dimension (negative or non-finite). .padding #"), text)
        XCTAssertTrue(text.contains("got padding nan; viewsim's model: layout uses 0 instead"), text)
    }
}
