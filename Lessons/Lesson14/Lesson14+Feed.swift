// The lesson's feed (not in the seeds; the pattern of Apple's LazyVStack
// documentation and "Creating performant scrollable stacks"): 1,000 posts in a
// ScrollView, once in a VStack and once in a LazyVStack. Each row logs its
// appearance in `onAppear`, as apps log impressions.
import ViewSim

extension Lesson14 {
    /// One post of the feed.
    struct Post: Identifiable, Hashable, Sendable {
        let id: Int
        var title: String { "Post \(id)" }

        /// The feed's posts: 1 through `count`.
        static func feed(count: Int = Lesson14.postCount) -> [Post] { (1...count).map { Post(id: $0) } }
    }

    /// The rows that appeared, in order: an impressions log, not view state, so
    /// writing it updates no view.
    @MainActor final class ImpressionLog {
        private(set) var shown: [Int] = []

        func record(_ post: Post) { shown.append(post.id) }
    }

    /// One row of the feed: the post's title, 60 points high.
    struct PostRow: View {
        let post: Post
        let log: ImpressionLog

        var body: some View {
            // lesson-code: lesson14-row
            Text(post.title)
                .frame(maxWidth: .infinity, minHeight: 60)
                .onAppear { log.record(post) }
            // end lesson-code: lesson14-row
        }
    }

    /// The feed in a `VStack`: every row is created when the feed appears.
    struct EagerFeed: View {
        let posts: [Post]
        let log: ImpressionLog

        var body: some View {
            // lesson-code: lesson14-eager
            ScrollView {
                VStack {
                    ForEach(posts) { post in
                        PostRow(post: post, log: log)
                    }
                }
            }
            // end lesson-code: lesson14-eager
            .accessibilityIdentifier("feed")
        }
    }

    /// The feed in a `LazyVStack`: a row is created when it scrolls into view.
    struct LazyFeed: View {
        let posts: [Post]
        let log: ImpressionLog

        var body: some View {
            // lesson-code: lesson14-lazy
            ScrollView {
                LazyVStack {
                    ForEach(posts) { post in
                        PostRow(post: post, log: log)
                    }
                }
            }
            // end lesson-code: lesson14-lazy
            .accessibilityIdentifier("lazy feed")
        }
    }
}
