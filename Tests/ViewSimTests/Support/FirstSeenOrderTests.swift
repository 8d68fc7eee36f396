import XCTest

// FirstSeenOrder: keys get positions in the order they first come, whatever the
// dictionary's hash order, so the exports and plots that use it list animation
// tracks as they first animated.
@testable import ViewSim

final class FirstSeenOrderTests: XCTestCase {
    func testPositionsFollowTheOrderKeysFirstCome() {
        var order = FirstSeenOrder<String>()
        XCTAssertEqual(order.count, 0)
        let keys = ["#9 opacity", "#4 scale", "#9 opacity", "#12 trim(to:)", "#4 scale"]
        let positions = keys.map { order.position(of: $0) }
        XCTAssertEqual(positions.map(\.position), [0, 1, 0, 2, 1])
        XCTAssertEqual(positions.map(\.isNew), [true, true, false, true, false])
        XCTAssertEqual(order.count, 3)
    }

    /// Many keys, in an order unlike any hash order: positions are still 0, 1, 2… as they came.
    func testManyKeysKeepTheirArrivalOrder() {
        var order = FirstSeenOrder<Int>()
        let keys = (0..<1_000).map { ($0 * 7_919) % 1_000 }
        XCTAssertEqual(keys.map { order.position(of: $0).position }, Array(0..<1_000))
        XCTAssertEqual(keys.reversed().map { order.position(of: $0).isNew }, Array(repeating: false, count: 1_000))
    }
}
