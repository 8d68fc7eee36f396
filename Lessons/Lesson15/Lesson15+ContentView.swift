// The harness of lesson 15 (not in the seeds): seven small demos in a column,
// each with its buttons on the left and a fixed 200 × 60 frame on the right,
// so that a view coming or going moves nothing else.
// The cards are plain coloured rectangles; Apple's HikeView tutorial's
// `.moveAndFade` transition is copied as the tutorial writes it.
import ViewSim

extension Lesson15 {
    /// The seven demos, top to bottom.
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 12) {
                FadeDemo()
                BelowDemo()
                AboveDemo()
                HikeDemo()
                CounterDemo()
                ScoreDemo()
                HeroDemo()
            }
        }
    }

    /// A card: a rounded orange rectangle.
    struct Card: View {
        var color: Color = .orange
        var body: some View {
            RoundedRectangle(cornerRadius: 8).fill(color).frame(width: 120, height: 44)
        }
    }

    /// The same card shown with and without `withAnimation`.
    struct FadeDemo: View {
        @State private var isShown = false
        var body: some View {
            HStack {
                VStack(alignment: .leading) {
                    // lesson-code: lesson15-fade
                    Text("fade").onTapGesture {
                        withAnimation(.easeInOut(duration: 0.35)) { isShown.toggle() }
                    }
                    Text("snap").onTapGesture { isShown.toggle() }
                    // end lesson-code: lesson15-fade
                }
                .frame(width: 120, alignment: .leading)
                ZStack {
                    // A fixed frame: what comes and goes inside it moves nothing else.
                    Color.clear
                    // lesson-code: lesson15-fade-card
                    if isShown {
                        Card().transition(.opacity)
                    }
                    // end lesson-code: lesson15-fade-card
                }
                .frame(width: 200, height: 60)
            }
        }
    }

    /// `.animation(_:value:)` on the card: below the `if`, it never sees the insertion.
    struct BelowDemo: View {
        @State private var isShown = false
        var body: some View {
            HStack {
                VStack(alignment: .leading) {
                    Text("below").onTapGesture { isShown.toggle() }
                }
                .frame(width: 120, alignment: .leading)
                ZStack {
                    // A fixed frame: what comes and goes inside it moves nothing else.
                    Color.clear
                    // lesson-code: lesson15-below
                    if isShown {
                        Card(color: .blue)
                            .transition(.opacity)
                            .animation(.easeInOut(duration: 0.35), value: isShown)
                    }
                    // end lesson-code: lesson15-below
                }
                .frame(width: 200, height: 60)
            }
        }
    }

    /// The same modifier on the container above the `if`: it animates the insertion.
    struct AboveDemo: View {
        @State private var isShown = false
        var body: some View {
            HStack {
                VStack(alignment: .leading) {
                    Text("above").onTapGesture { isShown.toggle() }
                }
                .frame(width: 120, alignment: .leading)
                ZStack {
                    // A fixed frame: what comes and goes inside it moves nothing else.
                    Color.clear
                    // lesson-code: lesson15-above
                    ZStack {
                        if isShown {
                            Card(color: .green).transition(.opacity)
                        }
                    }
                    .animation(.easeInOut(duration: 0.35), value: isShown)
                    // end lesson-code: lesson15-above
                }
                .frame(width: 200, height: 60)
            }
        }
    }

    /// Apple's HikeView tutorial: the detail moves in from the trailing edge and fades in,
    /// and scales down and fades out.
    struct HikeDemo: View {
        @State private var showDetail = false
        var body: some View {
            HStack {
                VStack(alignment: .leading) {
                    Text("hike").onTapGesture {
                        withAnimation { showDetail.toggle() }
                    }
                }
                .frame(width: 120, alignment: .leading)
                ZStack {
                    // A fixed frame: what comes and goes inside it moves nothing else.
                    Color.clear
                    // lesson-code: lesson15-hike
                    if showDetail {
                        Card(color: .purple).transition(.moveAndFade)
                    }
                    // end lesson-code: lesson15-hike
                }
                .frame(width: 200, height: 60)
            }
        }
    }

    /// A number whose identity is its value: each change is a removal and an insertion.
    struct CounterDemo: View {
        @State private var count = 0
        var body: some View {
            HStack {
                VStack(alignment: .leading) {
                    Text("count").onTapGesture {
                        withAnimation(.linear(duration: 0.5)) { count += 1 }
                    }
                }
                .frame(width: 120, alignment: .leading)
                ZStack {
                    // A fixed frame: what comes and goes inside it moves nothing else.
                    Color.clear
                    // lesson-code: lesson15-id
                    Text("\(count)").font(.largeTitle).id(count)
                    // end lesson-code: lesson15-id
                }
                .frame(width: 200, height: 60)
            }
        }
    }
}

extension Lesson15 {
    /// A score whose digits roll: a content transition, the same view with new content.
    struct ScoreDemo: View {
        @State private var score = 9
        var body: some View {
            HStack {
                VStack(alignment: .leading) {
                    Text("score").onTapGesture {
                        withAnimation(.linear(duration: 0.5)) { score += 1 }
                    }
                }
                .frame(width: 120, alignment: .leading)
                ZStack {
                    Color.clear
                    // lesson-code: lesson15-numeric
                    Text("\(score)")
                        .font(.largeTitle)
                        .contentTransition(.numericText(value: Double(score)))
                    // end lesson-code: lesson15-numeric
                }
                .frame(width: 200, height: 60)
            }
        }
    }
}

extension Lesson15 {
    /// A hero: a small square removed and a banner inserted in one change, matched by id.
    struct HeroDemo: View {
        @Namespace private var hero
        @State private var isExpanded = false
        var body: some View {
            HStack {
                VStack(alignment: .leading) {
                    Text("expand").onTapGesture {
                        withAnimation(.easeInOut(duration: 0.5)) { isExpanded.toggle() }
                    }
                }
                .frame(width: 120, alignment: .leading)
                ZStack {
                    Color.clear
                    // lesson-code: lesson15-hero
                    if isExpanded {
                        RoundedRectangle(cornerRadius: 8).fill(.pink)
                            .matchedGeometryEffect(id: "hero", in: hero)
                            .frame(width: 200, height: 60)
                    } else {
                        RoundedRectangle(cornerRadius: 8).fill(.pink)
                            .matchedGeometryEffect(id: "hero", in: hero)
                            .frame(width: 40, height: 40)
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    // end lesson-code: lesson15-hero
                }
                .frame(width: 200, height: 60)
            }
        }
    }
}

// lesson-code: lesson15-move-and-fade
extension AnyTransition {
    static var moveAndFade: AnyTransition {
        .asymmetric(
            insertion: .move(edge: .trailing).combined(with: .opacity),
            removal: .scale.combined(with: .opacity)
        )
    }
}
// end lesson-code: lesson15-move-and-fade
