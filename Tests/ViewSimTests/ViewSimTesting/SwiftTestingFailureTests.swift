// ViewSimTesting's checks inside a Swift Testing `@Test`: a passing check records
// nothing, a failing one records an Issue whose comment is the check's message
// (through Issue.record, not XCTFail), at the caller's line; an update baseline
// that differs records its difference the same way.
import Testing
import ViewSim
import ViewSimTesting

private struct Bulb: View {
    @State private var isOn = false
    var body: some View {
        Text(isOn ? "on" : "off")
            .onTapGesture { isOn.toggle() }
            .accessibilityIdentifier("bulb")
    }
}

@Suite struct SwiftTestingFailureTests {
    private func tapped() throws -> Simulation {
        let sim = Simulation(Bulb())
        try sim.step("tap") { try sim.tap("bulb") }
        return sim
    }

    @Test func aTestIsRoutedToSwiftTesting() {
        #expect(FailureRoute.current == .swiftTesting)
    }

    @Test func passingChecksRecordNoIssue() throws {
        let sim = try tapped()
        assertBodyCount(sim, of: "Bulb", equals: 1, in: .lastStep)
        assertNoDiagnostics(sim)
    }

    @Test func aFailingCheckRecordsAnIssueWithItsMessage() throws {
        let sim = try tapped()
        let line = #line + 2
        withKnownIssue {
            assertBodyCount(sim, of: "Bulb", equals: 2, in: .lastStep)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Bulb's body ran 1 time in step 1 (\"tap\"), not 2.") }
                && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileID == #fileID
        }
    }

    /// `__Snapshots__/SwiftTestingFailureTests/bulb.json` is the tapped bulb's baseline.
    @Test func aMatchingBaselineRecordsNoIssue() throws {
        assertUpdates(try tapped(), matchBaseline: "bulb.json")
    }

    @Test func aBaselineThatDiffersRecordsAnIssueWithTheDifference() throws {
        let untapped = Simulation(Bulb())
        withKnownIssue {
            assertUpdates(untapped, matchBaseline: "bulb.json")
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasPrefix("Baseline bulb.json does not match the simulation")
                    && $0.rawValue.contains("  Bulb\n    body runs         2 → 1\n    reason _isOn      2 → 1\n")
            }
        }
    }

    @Test func aFailingSkipCheckRecordsAnIssue() throws {
        let sim = try tapped()
        withKnownIssue {
            assertSkipped(sim, "Bulb", in: .lastStep)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Bulb") }
        }
    }
}
