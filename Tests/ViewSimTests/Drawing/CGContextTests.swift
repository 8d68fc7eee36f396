// Tests viewsim's CGContext, the proxy `GraphicsContext.withCGContext(content:)` hands its
// closure: Core Graphics' conventions (black fill and stroke and a 1-point line by default, a
// graphics-state stack, path points fixed by the transform current when they are added, drawing
// consumes the path), the canvas context's transform, clips and opacity applied to what it
// draws, CG state lost when the closure returns, bounds, and what it does with bad input.
// SwiftUI: developer.apple.com/documentation/swiftui/graphicscontext/withcgcontext(content:).
import Foundation
import ViewSim
import ViewSimTesting
import XCTest

/// A 100 × 100 canvas that draws with `draw`.
private struct CGCanvas: View {
    let draw: @Sendable (inout GraphicsContext, CGSize) -> Void
    var body: some View {
        Canvas { context, size in draw(&context, size) }
            .frame(width: 100, height: 100)
            .accessibilityIdentifier("canvas")
    }
}

final class CGContextTests: XCTestCase {
    /// What a renderer run draws, in canvas coordinates, and the run's recording.
    private func record(
        _ draw: (inout GraphicsContext) -> Void
    ) -> (items: [DisplayList.Item], recording: GraphicsContext.Recording) {
        let recording = GraphicsContext.Recording(viewID: 1, viewName: "canvas")
        var context = GraphicsContext(
            recording: recording, size: CGSize(width: 100, height: 100), environment: EnvironmentValues())
        draw(&context)
        return (recording.items, recording)
    }

    /// An item's path mapped to canvas coordinates, and its shading's colour.
    private func geometry(_ item: DisplayList.Item) -> (bounds: CGRect, color: DisplayList.RGBA?, fill: Bool)? {
        switch item.content {
        case .fill(let path, .color(let color), _): return (path.applying(item.transform).boundingRect, color, true)
        case .stroke(let path, .color(let color), _): return (path.applying(item.transform).boundingRect, color, false)
        default: return nil
        }
    }

    private func assertRect(_ rect: CGRect?, _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line) {
        guard let rect else { return XCTFail("no item", file: file, line: line) }
        for (a, b) in [
            (rect.minX, expected.minX), (rect.minY, expected.minY), (rect.width, expected.width),
            (rect.height, expected.height),
        ] {
            XCTAssertEqual(a, b, accuracy: 1e-9, "\(rect) vs \(expected)", file: file, line: line)
        }
    }

    func testAStrokedPathIsTheCanvasesStrokeWithCoreGraphicsDefaults() {
        // Seed 003's tick mark: move, add a line, stroke.
        let viaCG = record { context in
            context.withCGContext { cg in
                cg.move(to: CGPoint(x: 10, y: 20))
                cg.addLine(to: CGPoint(x: 30, y: 20))
                cg.strokePath()
                XCTAssertTrue(cg.isPathEmpty, "stroking consumes the path")
            }
        }
        let direct = record { context in
            let tick = Path { path in
                path.move(to: CGPoint(x: 10, y: 20))
                path.addLine(to: CGPoint(x: 30, y: 20))
            }
            context.stroke(tick, with: .color(.black), style: StrokeStyle(lineWidth: 1))
        }
        XCTAssertEqual(viaCG.items.count, 1)
        XCTAssertEqual(viaCG.items.first?.content, direct.items.first?.content, "black, 1 point, butt caps")
        XCTAssertEqual(viaCG.items.first?.transform, direct.items.first?.transform)
    }

    func testSavedStatesRestoreTheTransformAndColours() {
        // Seed 003's hands: save, rotate, fill a closed path, restore.
        let drawn = record { context in
            context.withCGContext { cg in
                cg.translateBy(x: 50, y: 50)
                cg.saveGState()
                cg.setFillColor(UIColor.red.cgColor)
                cg.rotate(by: .pi / 2)
                cg.move(to: .zero)
                cg.addLine(to: CGPoint(x: 0, y: -10))
                cg.addLine(to: CGPoint(x: 2, y: -10))
                cg.closePath()
                cg.fillPath()
                cg.restoreGState()
                cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
                cg.restoreGState()  // nothing saved: ignored, as Core Graphics does
                cg.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }
        }
        XCTAssertEqual(drawn.items.count, 3)
        let hand = geometry(drawn.items[0])
        // Rotated a quarter turn clockwise on screen: (0, −10) lands at (60, 50).
        assertRect(hand?.bounds, CGRect(x: 50, y: 50, width: 10, height: 2))
        XCTAssertEqual(hand?.color, DisplayList.RGBA(red: 1, green: 0, blue: 0))
        let after = geometry(drawn.items[1])
        assertRect(after?.bounds, CGRect(x: 50, y: 50, width: 5, height: 5))
        XCTAssertEqual(after?.color, DisplayList.RGBA(red: 0, green: 0, blue: 0), "the red ended with its state")
        assertRect(geometry(drawn.items[2])?.bounds, CGRect(x: 50, y: 50, width: 1, height: 1))
    }

    func testPointsAreFixedByTheTransformWhenTheyAreAdded() {
        let drawn = record { context in
            context.withCGContext { cg in
                cg.move(to: CGPoint(x: 10, y: 0))
                cg.translateBy(x: 100, y: 0)
                cg.addLine(to: CGPoint(x: 0, y: 10))
                cg.scaleBy(x: 2, y: 2)
                cg.setLineWidth(3)
                cg.strokePath()
            }
        }
        let item = try? XCTUnwrap(drawn.items.first)
        assertRect(item.flatMap(geometry)?.bounds, CGRect(x: 10, y: 0, width: 90, height: 10))
        // The line width is in the user space current when the path is stroked (scaled by 2).
        XCTAssertEqual(item?.transform, CGAffineTransform(translationX: 100, y: 0).scaledBy(x: 2, y: 2))
        if case .stroke(_, _, let style)? = item?.content { XCTAssertEqual(style.lineWidth, 3) } else { XCTFail() }
    }

    func testTheCanvasContextsStateAppliesAndCoreGraphicsStateEndsWithTheClosure() {
        let drawn = record { context in
            context.translateBy(x: 10, y: 10)
            context.opacity = 0.5
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 20)))
            context.withCGContext { cg in
                cg.setAlpha(0.5)
                cg.translateBy(x: 30, y: 0)
                cg.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
            XCTAssertEqual(context.transform, CGAffineTransform(translationX: 10, y: 10), "CG's translation is gone")
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.black))
        }
        XCTAssertEqual(drawn.items.count, 2)
        assertRect(drawn.items.first.flatMap(geometry)?.bounds, CGRect(x: 40, y: 10, width: 4, height: 4))
        XCTAssertEqual(drawn.items.first?.opacity ?? 0, 0.25, accuracy: 1e-12, "the canvas's 0.5 × setAlpha(0.5)")
        XCTAssertEqual(drawn.items.first?.clips.count, 1, "the canvas's clip applies")
        XCTAssertEqual(drawn.items.last?.opacity ?? 0, 0.5, accuracy: 1e-12)
        assertRect(drawn.items.last.flatMap(geometry)?.bounds, CGRect(x: 10, y: 10, width: 4, height: 4))
    }

    func testClipEllipsesDashesAndEvenOddFills() {
        let drawn = record { context in
            context.withCGContext { cg in
                cg.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
                cg.clip()
                cg.setLineDash(phase: 1, lengths: [2, 3])
                cg.setLineCap(.round)
                cg.strokeEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
                cg.addEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
                cg.fillPath(using: .evenOdd)
                cg.strokeLineSegments(between: [.zero, CGPoint(x: 5, y: 0), CGPoint(x: 0, y: 5)])
            }
        }
        XCTAssertEqual(drawn.items.count, 3)
        XCTAssertTrue(drawn.items.allSatisfy { $0.clips.count == 1 }, "clip() clips what follows")
        if case .stroke(_, _, let style) = drawn.items[0].content {
            XCTAssertEqual(style.dash, [2, 3])
            XCTAssertEqual(style.dashPhase, 1)
            XCTAssertEqual(style.lineCap, .round)
        } else {
            XCTFail("the ellipse is stroked")
        }
        if case .fill(_, _, let style) = drawn.items[1].content {
            XCTAssertTrue(style.isEOFilled)
        } else {
            XCTFail("the path is filled")
        }
        assertRect(geometry(drawn.items[2])?.bounds, CGRect(x: 0, y: 0, width: 5, height: 0))
    }

    func testBadInputIsLeftOutAndCounted() {
        let drawn = record { context in
            context.withCGContext { cg in
                cg.setLineWidth(.nan)
                cg.move(to: .zero)
                cg.addLine(to: CGPoint(x: 1, y: 1))
                cg.strokePath()
                cg.rotate(by: .infinity)
                cg.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
                for _ in 0...CGContext.maximumSavedStates { cg.saveGState() }
                cg.setFillColor(red: .nan, green: 2, blue: -1, alpha: 1)
            }
        }
        XCTAssertTrue(drawn.items.isEmpty)
        XCTAssertEqual(drawn.recording.nonFiniteDraws, 2, "a NaN line width, an infinite rotation")
        XCTAssertEqual(drawn.recording.droppedDraws, 1, "the save past the bound")
        XCTAssertEqual(CGColor(red: .nan, green: 2, blue: -1, alpha: 1).components, [0, 1, 0, 1])
        XCTAssertEqual(UIColor.red.cgColor.components, [1, 0, 0, 1])
        XCTAssertEqual(CGColor.black.components, [0, 1])
    }

    func testACanvasDrawsThroughCoreGraphicsInItsDisplayList() async throws {
        let sim = Simulation(
            CGCanvas { context, size in
                context.withCGContext { cg in
                    cg.setStrokeColor(gray: 0.5, alpha: 1)
                    cg.setLineWidth(2)
                    cg.translateBy(x: size.width / 2, y: size.height / 2)
                    cg.move(to: .zero)
                    cg.addLine(to: CGPoint(x: 0, y: -40))
                    cg.strokePath()
                }
            })
        let items = sim.displayList().items.filter { $0.viewName == "canvas" }
        XCTAssertEqual(items.count, 1)
        // The canvas is centred on the 393 × 852 screen: its centre is (196.5, 426).
        assertRect(items.first.flatMap(geometry)?.bounds, CGRect(x: 196.5, y: 386, width: 0, height: 40))
        XCTAssertEqual(items.first.flatMap(geometry)?.color, DisplayList.RGBA(red: 0.5, green: 0.5, blue: 0.5))
        XCTAssertTrue(sim.trace.text().contains("▷ Canvas #4 draws: inserted (1 item)"), sim.trace.text())
    }
}
