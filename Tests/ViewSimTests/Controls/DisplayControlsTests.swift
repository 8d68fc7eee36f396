// Tests the display controls of issue 26 as a new user writes them: `Divider`
// (its axis from the stack around it), `Label` and `.labelStyle`, `ProgressView`
// (bar, ring, tint, bad numbers), `Link` and `OpenURLAction`, `Form`/`Section`/
// `LabeledContent` drawn as grouped rows, and `Menu` opened and closed by taps —
// each by its frames and its display list.
import Foundation
import ViewSim
import XCTest

private struct Divided: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("a")
            Divider().accessibilityIdentifier("across")
            HStack(spacing: 0) {
                Text("b")
                Divider().accessibilityIdentifier("upright")
                Text("c")
            }
            .frame(height: 30)
        }
        .frame(width: 200)
    }
}

private struct Labels: View {
    var style = 0
    var body: some View {
        let label = Label("Star", systemImage: "star.fill").accessibilityIdentifier("label")
        switch style {
        case 1: label.labelStyle(.iconOnly)
        case 2: label.labelStyle(.titleOnly)
        default: label
        }
    }
}

private struct Progress: View {
    var value: Double? = 0.25
    var body: some View {
        VStack {
            ProgressView(value: value).tint(.green).frame(width: 200).accessibilityIdentifier("bar")
            ProgressView("Loading").accessibilityIdentifier("spinner")
        }
    }
}

private struct Links: View {
    var handled = false
    var body: some View {
        let link = Link("Help", destination: URL(string: "https://example.com/help")!).accessibilityIdentifier("help")
        if handled {
            link.environment(\.openURL, OpenURLAction { _ in .handled })
        } else {
            link
        }
    }
}

private struct Settings: View {
    var body: some View {
        Form {
            Section {
                LabeledContent {
                    Text("Ada").accessibilityIdentifier("value")
                } label: {
                    Text("Name").accessibilityIdentifier("name")
                }
            } header: {
                Text("Account").accessibilityIdentifier("header")
            } footer: {
                Text("Shown to friends")
            }
        }
        .accessibilityIdentifier("form")
    }
}

@MainActor
private final class Picks {
    var picked: [String] = []
}

private struct Sorting: View {
    let picks: Picks
    var body: some View {
        VStack {
            Menu("Sort") {
                Button("Name") { picks.picked.append("name") }.accessibilityIdentifier("byName")
                Button("Date") { picks.picked.append("date") }.accessibilityIdentifier("byDate")
            }
            .accessibilityIdentifier("sort")
            Text("below").accessibilityIdentifier("below")
        }
    }
}

@MainActor
final class DisplayControlsTests: XCTestCase {
    func testADividerIsOnePointAcrossItsStacksAxis() async throws {
        let sim = Simulation(Divided())
        let across = try XCTUnwrap(sim.frame(of: "across"))
        XCTAssertEqual(across.size, CGSize(width: 200, height: 1), "a horizontal line in a VStack")
        let upright = try XCTUnwrap(sim.frame(of: "upright"))
        XCTAssertEqual(upright.size, CGSize(width: 1, height: 30), "a vertical line in an HStack, as tall as the row")
        let fills = sim.displayList().items.filter {
            if case .fill(_, .color(let color), _) = $0.content { return color == Color(uiColor: .separator).rgba }
            return false
        }
        XCTAssertEqual(fills.count, 2, sim.displayList().description)
    }

    func testALabelShowsItsIconThenItsTitleUnlessItsStyleSaysOtherwise() async throws {
        func drawn(_ style: Int) -> [String] {
            Simulation(Labels(style: style)).displayList().items.map { item in
                switch item.content {
                case .image(let image): return "image \(image.name)"
                case .text(let run): return "text \(run.string)"
                default: return "other"
                }
            }
        }
        XCTAssertEqual(drawn(0), ["image star.fill", "text Star"])
        XCTAssertEqual(drawn(1), ["image star.fill"])
        XCTAssertEqual(drawn(2), ["text Star"])
        // viewsim's model: the icon, 8 points, then the title.
        let list = Simulation(Labels()).displayList()
        guard case .image(let image) = list.items[0].content, case .text(let run) = list.items[1].content else {
            return XCTFail(list.description)
        }
        let iconEnd = image.rect.applying(list.items[0].transform).maxX
        let titleStart = run.origin.applying(list.items[1].transform).x
        XCTAssertEqual(titleStart - iconEnd, 8, accuracy: 1e-9)
    }

    func testALinearProgressViewFillsItsTintToTheFraction() async throws {
        let sim = Simulation(Progress())
        XCTAssertEqual(sim.frame(of: "bar")?.size, CGSize(width: 200, height: 4))
        XCTAssertEqual(sim.attribute("progress", of: "bar")?.number, 0.25)
        let green = sim.displayList().items.compactMap { item -> CGRect? in
            guard case .fill(let path, .color(let color), _) = item.content, color == Color.green.rgba else {
                return nil
            }
            return path.boundingRect
        }
        XCTAssertEqual(green.count, 1, sim.displayList().description)
        XCTAssertEqual(green.first?.width ?? 0, 50, accuracy: 1e-9, "a quarter of 200 points")
        // Indeterminate: a 20-point ring above its label.
        XCTAssertEqual(sim.attribute("progress", of: "spinner"), .symbol("indeterminate"))
        let spinner = try XCTUnwrap(sim.frame(of: "spinner"))
        XCTAssertGreaterThan(spinner.height, 20 + 8)
        XCTAssertTrue(sim.displayList().items.contains { if case .stroke = $0.content { true } else { false } })
    }

    func testAProgressValueThatIsNotANumberCountsAsZeroWithADiagnostic() async throws {
        let sim = Simulation(Progress(value: .nan))
        XCTAssertEqual(sim.attribute("progress", of: "bar")?.number, 0)
        let diagnostics = sim.trace.diagnostics().map(\.message)
        XCTAssertTrue(diagnostics.contains { $0.contains("ProgressView value or total") }, "\(diagnostics)")
    }

    func testTappingALinkRecordsThatSwiftUIWouldOpenItsURL() async throws {
        let sim = Simulation(Links())
        let list = sim.displayList()
        guard case .text(let run) = list.items.first?.content else { return XCTFail(list.description) }
        XCTAssertEqual(run.shading, .color(Color.accentColor.rgba), "a link is drawn in the tint")
        try sim.tap("help")
        XCTAssertTrue(sim.trace.text().contains("openURL https://example.com/help: the system opens it"))
        let handled = Simulation(Links(handled: true))
        try handled.tap("help")
        XCTAssertTrue(handled.trace.text().contains("openURL https://example.com/help: handled by the app"))
    }

    func testAFormDrawsItsSectionAsAGroupedCard() async throws {
        let sim = Simulation(Settings())
        XCTAssertEqual(sim.frame(of: "form"), CGRect(x: 0, y: 0, width: 393, height: 852))
        let list = sim.displayList()
        guard case .fill(_, .color(let background), _) = list.items.first?.content else {
            return XCTFail(list.description)
        }
        XCTAssertEqual(background, Color(uiColor: .systemGroupedBackground).rgba)
        // The card: 16 points in from each side; its rows 16 points in again.
        let name = try XCTUnwrap(sim.frame(of: "name"))
        let value = try XCTUnwrap(sim.frame(of: "value"))
        XCTAssertEqual(name.minX, 32, accuracy: 1e-9)
        XCTAssertEqual(value.maxX, 393 - 32, accuracy: 1e-9)
        // The header sits above the card, in the secondary label colour.
        let header = try XCTUnwrap(sim.frame(of: "header"))
        XCTAssertLessThan(header.maxY, name.minY)
        let headerRun = list.items.compactMap { item -> DisplayList.TextRun? in
            if case .text(let run) = item.content, run.string == "Account" { return run }
            return nil
        }
        XCTAssertEqual(headerRun.first?.shading, .color(Color(uiColor: .secondaryLabel).rgba))
        XCTAssertTrue(
            list.items.contains {
                if case .fill(_, .color(let white), _) = $0.content { return white == Color.white.rgba }
                return false
            }, "the card is white")
    }

    func testAMenuOpensOnATapAndItsButtonsCloseIt() async throws {
        let picks = Picks()
        let sim = Simulation(Sorting(picks: picks))
        XCTAssertThrowsError(try sim.tap("byName")) { error in
            XCTAssertEqual(error as? SimulationError, .viewNotFound("byName", available: ["sort", "below"]))
        }
        let closed = try XCTUnwrap(sim.frame(of: "below"))
        try sim.tap("sort")
        XCTAssertEqual(sim.viewNames, ["sort", "byName", "byDate", "below"])
        XCTAssertGreaterThan(
            try XCTUnwrap(sim.frame(of: "below")).minY, closed.minY, "viewsim's model: the list takes space")
        XCTAssertTrue(sim.trace.text().contains("MenuBody"), sim.trace.text())
        try sim.tap("byName")
        XCTAssertEqual(picks.picked, ["name"])
        XCTAssertEqual(sim.viewNames, ["sort", "below"], "choosing an item closes the menu")
    }
}

private struct Formatted: View {
    let count: Int
    var body: some View {
        Form {
            Section {
                Label("\(count, specifier: "%03d") stars", systemImage: "star")
                LabeledContent("Total", value: "\(count)")
                Button("Add \(count, specifier: "%d")") {}
            }
            Section("\(count, specifier: "%02d") more") {
                ProgressView("\(count, specifier: "%d") left", value: 0.5)
            }
        }
    }
}

@MainActor
final class FormattedTitleTests: XCTestCase {
    func testControlsTakeFormattedTitlesAndASectionWithoutHeaderHasNoGapAbove() async throws {
        let sim = Simulation(Formatted(count: 7))
        let texts = sim.displayList().items.compactMap { item -> String? in
            if case .text(let run) = item.content { return run.string }
            return nil
        }
        XCTAssertEqual(texts, ["007 stars", "Total", "7", "Add 7", "07 more", "7 left"])
        // The first section has no header: its card starts at the form's 20-point top margin.
        let list = sim.displayList()
        let cards = list.items.filter {
            if case .fill(_, .color(let white), _) = $0.content { return white == Color.white.rgba }
            return false
        }
        guard case .fill(let path, _, _) = cards.first?.content else { return XCTFail(list.description) }
        XCTAssertEqual(path.boundingRect.applying(cards[0].transform).minY, 20, accuracy: 1e-9)
    }
}

private struct Optionally: View {
    var body: some View {
        VStack {
            if true { Text("once") }
            if true { Circle().frame(width: 10, height: 10) }
        }
    }
}

@MainActor
final class OptionalContentDrawingTests: XCTestCase {
    /// An `if` without `else` is an `Optional` view; `is Text` looks through it, so the
    /// text was drawn twice, by the `if` and by itself (found with a `ProgressView`'s label).
    func testATextOrShapeInsideAnIfIsDrawnOnce() async throws {
        let list = Simulation(Optionally()).displayList()
        XCTAssertEqual(list.items.count, 2, list.description)
    }
}

@MainActor
private final class Accepted {
    var results: [Bool] = []
}

private struct HelpButton: View {
    let accepted: Accepted
    @Environment(\.openURL) private var openURL
    var body: some View {
        Button("Help") {
            openURL(URL(string: "https://example.com/help")!) { accepted.results.append($0) }
        }
        .accessibilityIdentifier("help")
    }
}

@MainActor
final class OpenURLActionTests: XCTestCase {
    func testAViewCallsOpenURLFromTheEnvironmentAndHearsWhetherItWasAccepted() async throws {
        let accepted = Accepted()
        let sim = Simulation(HelpButton(accepted: accepted))
        try sim.tap("help")
        let discarding = Simulation(
            HelpButton(accepted: accepted).environment(\.openURL, OpenURLAction { _ in .discarded }))
        try discarding.tap("help")
        XCTAssertEqual(accepted.results, [true, false])
        XCTAssertTrue(sim.trace.text().contains("openURL https://example.com/help: the system opens it"))
        XCTAssertTrue(discarding.trace.text().contains("openURL https://example.com/help: discarded by the app"))
    }
}
