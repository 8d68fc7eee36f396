// The lesson's search screen (not in the seeds; the pattern of Apple's
// `task(id:priority:_:)` documentation): a query typed on three keys and a
// `.task(id: query)` that debounces for 300 ms, asks the store, and animates
// the results in. Simplifies: viewsim has no TextField; each key appends a letter.
import ViewSim

extension Lesson13 {
    /// A query, three keys, and the results of a debounced search.
    struct SearchScreen: View {
        /// The keys, in the order the lesson types them.
        static let keys = ["p", "e", "a"]

        let store: FruitStore
        @State private var query = ""
        @State private var results: [String] = []

        var body: some View {
            VStack {
                Text("🔍 \(query)")
                    .accessibilityIdentifier("query")
                HStack {
                    ForEach(Self.keys, id: \.self) { letter in
                        Button(letter) { query += letter }
                            .accessibilityIdentifier(letter)
                    }
                }
                // lesson-code: lesson13-search
                VStack {
                    ForEach(results, id: \.self) { fruit in
                        Text(fruit)
                    }
                }
                .opacity(results.isEmpty ? 0 : 1)
                .accessibilityIdentifier("results")
                .task(id: query) {
                    guard !query.isEmpty else { return }
                    do {
                        try await Task.sleep(for: .milliseconds(300))  // the debounce
                        let found = try await store.search(query)
                        withAnimation(.easeOut(duration: 0.3)) {
                            results = found
                        }
                    } catch {
                        // CancellationError: a newer keystroke restarted the task
                    }
                }
                // end lesson-code: lesson13-search
            }
        }
    }
}
