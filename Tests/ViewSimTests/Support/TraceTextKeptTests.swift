// Tests the shortcuts that make a trace's text cheap without changing it: an
// anchor's rectangle or point written directly is the text string interpolation
// gives (on a seeded corpus of numbers, NaNs and infinities among them), and a
// boxed value's text, made once and kept in its box, is the text formatting it
// again gives (structs, optionals, enums with payloads, closures, classes,
// collections, non-ASCII and long strings, values that say how they print).
import Foundation
import ViewSim
import XCTest

private final class Owner {}

private enum Step {
    case move(CGPoint)
    case named(String)
    case idle
}

private struct Record {
    var title: String
    var point: CGPoint
    var owner: Owner
    var step: Step
    var action: () -> Void
    var tags: [String]
}

final class TraceTextKeptTests: XCTestCase {
    func testAnchorValuesAreWrittenAsStringInterpolationWritesThem() {
        XCTAssertTrue(AnchorText.writesAsPrint, "the direct text agrees with print on this platform")
        var random = SeededRandomNumberGenerator(seed: 3209)
        let special: [CGFloat] = [0, -0.0, .nan, -.nan, .signalingNaN, .infinity, -.infinity, .leastNonzeroMagnitude]
        func number() -> CGFloat {
            switch random.next() % 4 {
            case 0: return special[Int(random.next() % UInt64(special.count))]
            case 1: return CGFloat(Int64(bitPattern: random.next()) % 2000) / 8
            case 2: return CGFloat(Double(bitPattern: random.next()))
            default: return CGFloat(Double(Int64(bitPattern: random.next() % 1_000_000)) * 0.001)
            }
        }
        for _ in 0..<2000 {
            let rect = CGRect(x: number(), y: number(), width: number(), height: number())
            let point = CGPoint(x: number(), y: number())
            XCTAssertEqual(AnchorText.text(of: rect), "\(rect)")
            XCTAssertEqual(AnchorText.text(of: point), "\(point)")
        }
        let size = CGSize(width: 1.5, height: -2)
        XCTAssertEqual(AnchorText.text(of: size), "\(size)", "another value is interpolated")
        XCTAssertEqual(AnchorText.text(of: [point(1, 2)]), "\([point(1, 2)])")
    }

    private func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    func testABoxedValuesTextIsMadeOnceAndIsTheTextFormattingGives() {
        let owner = Owner()
        let long = String(repeating: "é", count: 50) + String(repeating: "🙂", count: 50)
        let values: [Any] = [
            Record(
                title: "naïve", point: point(1, 2.5), owner: owner, step: .move(point(0, -0.0)), action: {}, tags: []),
            Record(title: long, point: point(.nan, 1), owner: owner, step: .named("ß"), action: {}, tags: ["a", "b"]),
            Optional(Step.idle) as Any, Step?.none as Any, Step.named("\u{1B}[0m"), owner, { () in },
            [1, 2, 3, 4, 5, 6, 7], Set([3]), [long],
        ]
        let epoch = Date(timeIntervalSince1970: 0)
        for value in values {
            let described = ValueFormatter.describe(value, epoch: epoch)
            guard case .value(let box) = TraceValue(value, epoch: epoch) else {
                XCTFail("\(described) is boxed")
                continue
            }
            XCTAssertEqual(box.description, described)
            XCTAssertEqual(box.description, described, "kept")
            XCTAssertEqual(TraceValue.value(box).description, ValueFormatter.shortened(described))
            XCTAssertEqual(TraceValue.value(box).description, ValueFormatter.shortened(described), "kept")
        }
        // A value that says how it prints is not cut again.
        let described = TraceValue.described(LongDescription())
        XCTAssertEqual(described.description, LongDescription().traceDescription)
        XCTAssertEqual(described.description, LongDescription().traceDescription, "kept")
    }
}

private struct LongDescription: TraceDescribable {
    var traceDescription: String { String(repeating: "x", count: 120) }
}
