// Lesson 17's third scene and its fix: a view whose body counts its own runs in a
// shared `ObservableObject`, so it publishes a change while a body runs; and the
// fix, which counts in an action (`.onAppear`) instead.
import ViewSim

extension Lesson17 {
    /// A model a badge updates.
    // lesson-code: lesson17-publishing-views
    final class Stats: ObservableObject {
        @Published var shown = 0
    }

    struct Badge: View {
        let stats: Stats

        var body: some View {
            Text(counted("badge"))
        }

        private func counted(_ title: String) -> String {
            stats.shown += 1  // a write from inside body
            return title
        }
    }

    struct PublishingViews: View {
        @StateObject private var stats = Stats()

        var body: some View {
            VStack {
                Badge(stats: stats)
                Text("shown \(stats.shown) times")
            }
        }
    }
    // end lesson-code: lesson17-publishing-views

    /// The fix: the badge counts in an action, after the update.
    // lesson-code: lesson17-counted-views
    struct CountedBadge: View {
        let stats: Stats

        var body: some View {
            Text("badge")
                .onAppear { stats.shown += 1 }
        }
    }

    struct CountedViews: View {
        @StateObject private var stats = Stats()

        var body: some View {
            VStack {
                CountedBadge(stats: stats)
                Text("shown \(stats.shown) times")
            }
        }
    }
    // end lesson-code: lesson17-counted-views
}
