// A search field's debounce as SwiftUI code writes it: `.task(id: query)` sleeps
// 300 ms, so typing fast cancels the earlier tasks and only the last query loads;
// the results animate in with a `withAnimation` after the `await`, and a clock
// `.task` sleeps past the run (a task still pending when the run ends).
// Simplifies: the "load" is the sleep; typing is a tap that adds a letter.
import ViewSim

/// The debounced search of the demo's `search` scenario.
struct DebouncedSearchView: View {
    @State private var query = ""
    @State private var results = "no results"
    @State private var resultsOpacity = 0.2

    var body: some View {
        VStack {
            Text("query: \(query)")
            Text(results)
                .opacity(resultsOpacity)
                .task(id: query) {
                    do {
                        try await Task.sleep(for: .milliseconds(300))
                    } catch {
                        return
                    }
                    results = "results for \(query)"
                    withAnimation(.easeIn(duration: 0.2)) { resultsOpacity = 1 }
                }
            Text("type").onTapGesture { query += "a" }.accessibilityIdentifier("type")
            Text("clock").task { try? await Task.sleep(for: .seconds(30)) }
        }
    }
}
