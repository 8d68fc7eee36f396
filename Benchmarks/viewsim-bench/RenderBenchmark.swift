// Measures drawing one frame of the layout benchmark's 10,000-text grid: laying it
// out and building its display list from the tree, and drawing that list with
// cairo to PNG (1 and 2 pixels per point) and SVG, with the size of each file. The
// grid is wider and taller than the simulated screen, so the picture is the whole
// grid (the list cropped to what it covers), not the screen's part of it.
// Wall-clock timing is allowed here only.
import ViewSim
import ViewSimRendering

enum RenderBenchmark {
    static func printReport(quick: Bool) {
        let rounds = quick ? 3 : 10
        print(
            "render: one frame of the layout grid (rows of 100 Texts): layout and display list, then the whole grid drawn; median ms"
        )
        print("  texts   layout+display list   items   points      PNG @1   PNG @2   SVG    PNG @2 KB   SVG KB")
        for texts in [1_000, 10_000] {
            let (sim, _) = LayoutBenchmark.grid(texts: texts)
            var listSamples: [Double] = []
            var list = sim.displayList()
            for _ in 0..<rounds {
                sim.graph.discardLayout()
                listSamples.append(
                    Benchmark.microseconds(
                        Benchmark.clock.measure {
                            sim.graph.benchmarkUpdateOpeningFrame {}
                            sim.graph.benchmarkLayoutAndCloseFrame()
                            list = sim.displayList()
                        }) / 1000)
            }
            func time(_ draw: () -> RenderResult?) -> (Double, Int) {
                var samples: [Double] = []
                var bytes = 0
                for _ in 0..<rounds {
                    samples.append(
                        Benchmark.microseconds(Benchmark.clock.measure { bytes = draw()?.bytes.count ?? 0 }) / 1000)
                }
                return (Benchmark.median(samples), bytes)
            }
            if let bounds = list.contentBounds { list = list.cropped(to: bounds.integral) }
            let one = DisplayListRenderer(scale: 1)
            let two = DisplayListRenderer(scale: 2)
            let png1 = time { try? one.png(list) }
            let png2 = time { try? two.png(list) }
            let svg = time { try? one.svg(list) }
            print(
                pad("\(texts)", 7) + pad(format(Benchmark.median(listSamples), 2), 22) + pad("\(list.items.count)", 8)
                    + pad("\(Int(list.size.width))×\(Int(list.size.height))", 12) + pad(format(png1.0, 1), 9)
                    + pad(format(png2.0, 1), 9) + pad(format(svg.0, 1), 7)
                    + pad("\(png2.1 / 1024)", 12) + pad("\(svg.1 / 1024)", 9))
        }
    }
}
