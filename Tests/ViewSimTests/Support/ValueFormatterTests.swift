// Tests how the trace writes numbers (`ValueFormatter.number`): at most four
// decimals below 1e15 exactly as before, scientific form from 1e15 on, no
// overflow to "inf" at the largest finite numbers, and zero for -0.0 and for
// numbers too small to show (subnormals); and that the fixed form, computed in
// integer arithmetic, is the text `String(format: "%.4f")` gave for every value.
import Foundation
import ViewSim
import XCTest

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

    /// `ValueFormatter.number` as it was written with `String(format:)`, the oracle.
    private func formattedNumber(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        if abs(value) >= 1e15 {
            let text = String(format: "%.4e", value)
            guard let e = text.firstIndex(of: "e") else { return text }
            var mantissa = String(text[..<e])
            if mantissa.contains(".") {
                while mantissa.hasSuffix("0") { mantissa.removeLast() }
                if mantissa.hasSuffix(".") { mantissa.removeLast() }
            }
            return mantissa + text[e...]
        }
        var rounded = (value * 10_000).rounded() / 10_000
        if rounded == 0 { rounded = 0 }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.4f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Values of every magnitude: random bit patterns, random numbers of each decade,
    /// ten-thousandths and the halves between them (ties where a double can hold them
    /// exactly), and the neighbours of powers of ten and of the threshold.
    private func sampleValues() -> [Double] {
        var random = SeededRandomNumberGenerator(seed: 2301)
        var values: [Double] = [
            0, -0.0, 0.5, 0.00005, 0.00015, -0.00005, 0.03125, 1.03125, 1e15, -1e15, 1e15.nextDown, (-1e15).nextUp,
            .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, .ulpOfOne,
        ]
        for _ in 0..<20_000 {
            values.append(Double(bitPattern: random.next()))
        }
        for exponent in -20...16 {
            let scale = pow(10, Double(exponent))
            values.append(scale)
            values.append(scale.nextUp)
            values.append(scale.nextDown)
            for _ in 0..<1_000 {
                let value = Double.random(in: 0..<10, using: &random) * scale
                values.append(value)
                values.append(-value)
            }
        }
        for magnitude in [1.0, 1e3, 1e6, 1e9, 1e11, 1e12, 1e13, 1e14, 9e14] {
            for _ in 0..<1_000 {
                let units = (Double.random(in: 0..<1, using: &random) * magnitude * 10_000).rounded()
                values.append(units / 10_000)
                values.append((units + 0.5) / 10_000)
                values.append(-(units + 0.5) / 10_000)
                values.append((2 * units + 1) / 20_000)
            }
        }
        for power in 0..<53 {
            // Exact binary fractions: ties at the fifth decimal among them.
            let value = Double(sign: .plus, exponent: -power, significand: 1)
            values.append(value)
            values.append(1 + value)
            values.append(1e6 + value)
            values.append(-(12_345 + value))
        }
        return values
    }

    func testNumbersPrintAsStringFormatPrintedThem() {
        var mismatches: [String] = []
        for value in sampleValues() where ValueFormatter.number(value) != formattedNumber(value) {
            mismatches.append("\(value.bitPattern): \(ValueFormatter.number(value)) ≠ \(formattedNumber(value))")
        }
        XCTAssertEqual(mismatches.prefix(10), [])
    }

    func testTheFixedFormIsStringFormatsForAnyValueBelowTheThreshold() {
        var mismatches: [String] = []
        for value in sampleValues()
        where value.isFinite && abs(value) < 1e15 && ValueFormatter.fixed(value) != ValueFormatter.formatted(value) {
            mismatches.append(
                "\(value.bitPattern): \(ValueFormatter.fixed(value)) ≠ \(ValueFormatter.formatted(value))")
        }
        XCTAssertEqual(mismatches.prefix(10), [])
    }
}
