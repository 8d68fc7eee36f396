// Which test library records a ViewSimTesting failure: Swift Testing inside a
// `@Test`, XCTest otherwise. The one place that decides it.
// Simplifies: a check called from a task a `@Test` started outside its own task
// tree has no current test and goes to XCTest.
import Testing

/// The test library a failing check reports to.
package enum FailureRoute: Equatable, Sendable {
    /// `Issue.record`, when the check runs inside a Swift Testing `@Test`.
    case swiftTesting
    /// `XCTFail`, otherwise (an `XCTestCase` method, or outside any test).
    case xcTest

    /// The route for a check running now: Swift Testing when `Test.current` is set.
    package static var current: FailureRoute {
        Test.current != nil ? .swiftTesting : .xcTest
    }
}
