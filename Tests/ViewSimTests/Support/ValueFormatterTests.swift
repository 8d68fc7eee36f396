// Tests how the trace writes numbers (`ValueFormatter.number`): at most four
// decimals below 1e15 exactly as before, scientific form from 1e15 on, no
// overflow to "inf" at the largest finite numbers, and zero for -0.0 and for
// numbers too small to show (subnormals).
import XCTest
import ViewSim

final class ValueFormatterTests: XCTestCase {
    func testHugeNumbersPrintInScientificFormNotAsInfinity() {
        XCTAssertEqual(ValueFormatter.number(1e308), "1e+308")
        XCTAssertEqual(ValueFormatter.number(-1e308), "-1e+308")
        XCTAssertEqual(ValueFormatter.number(.greatestFiniteMagnitude), "1.7977e+308")
        XCTAssertEqual(ValueFormatter.number(-.greatestFiniteMagnitude), "-1.7977e+308")
        XCTAssertEqual(ValueFormatter.number(1.23456789e20), "1.2346e+20")
        XCTAssertEqual(ValueFormatter.number(9.99999e300), "1e+301")
    }

    func testTheThresholdIsOneQuadrillion() {
        XCTAssertEqual(ValueFormatter.number(1e15), "1e+15")
        XCTAssertEqual(ValueFormatter.number(-1e15), "-1e+15")
        XCTAssertEqual(ValueFormatter.number(1e15 - 1), "999999999999999")
        XCTAssertEqual(ValueFormatter.number(-(1e15 - 1)), "-999999999999999")
        XCTAssertEqual(ValueFormatter.number(123_456_789_012.5), "123456789012.5")
    }

    func testZeroAndTinyNumbersPrintAsZero() {
        XCTAssertEqual(ValueFormatter.number(-0.0), "0")
        XCTAssertEqual(ValueFormatter.number(0), "0")
        XCTAssertEqual(ValueFormatter.number(.leastNonzeroMagnitude), "0")
        XCTAssertEqual(ValueFormatter.number(-.leastNonzeroMagnitude), "0")
        XCTAssertEqual(ValueFormatter.number(.leastNormalMagnitude), "0")
        XCTAssertEqual(ValueFormatter.number(-0.00004), "0")
    }

    func testSmallNumbersPrintAsBefore() {
        XCTAssertEqual(ValueFormatter.number(2), "2")
        XCTAssertEqual(ValueFormatter.number(0.5), "0.5")
        XCTAssertEqual(ValueFormatter.number(1.0 / 3), "0.3333")
        XCTAssertEqual(ValueFormatter.number(-2.5), "-2.5")
        XCTAssertEqual(ValueFormatter.number(.nan), "nan")
        XCTAssertEqual(ValueFormatter.number(.infinity), "inf")
        XCTAssertEqual(ValueFormatter.number(-.infinity), "-inf")
    }
}
