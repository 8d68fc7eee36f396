// The harness of lesson 17: one `@State` chooses which scene is shown, and taps on
// "next" (the next loop) and "fix" (the same loop, fixed) move on, so each loop and
// its fix is a step. Each scene is a different type: the switch removes the old
// subtree with its state and inserts the new one.
import ViewSim

extension Lesson17 {
    /// The scenes in teaching order.
    enum Scene: Int, CaseIterable {
        case growingRow, measuredRow, sizingReader, publishingViews, countedViews, pairViews, derivedPair, pingPong
        case oneSource
    }

    /// Shows one scene; "next" and "fix" both move to the one after it.
    struct ContentView: View {
        @State private var scene: Scene

        /// - Parameter scene: the scene to start with (tests start elsewhere to check
        ///   that the lesson's claims can fail).
        nonisolated init(scene: Scene = .growingRow) {
            _scene = State(initialValue: scene)
        }

        var body: some View {
            VStack {
                HStack {
                    Text("next").onTapGesture { advance() }.accessibilityIdentifier("next")
                    Text("fix").onTapGesture { advance() }.accessibilityIdentifier("fix")
                }
                switch scene {
                case .growingRow: GrowingRow()
                case .measuredRow: MeasuredRow()
                case .sizingReader: SizingReader()
                case .publishingViews: PublishingViews()
                case .countedViews: CountedViews()
                case .pairViews: PairViews()
                case .derivedPair: DerivedPair()
                case .pingPong: PingPong()
                case .oneSource: OneSource()
                }
            }
        }

        private func advance() {
            scene = Scene(rawValue: scene.rawValue + 1) ?? scene
        }
    }
}
