// The lesson's list and detail screens (not in the seeds): a tap on a fruit
// opens its details, whose `.task` loads them from the store; "back" removes
// the detail view, and SwiftUI cancels its task. Simplifies: navigation is a
// condition (`if let selection`), not a NavigationStack; no ProgressView.
import ViewSim

extension Lesson13 {
    /// Two fruit; a tap shows one's details, "back" returns to the list.
    struct FruitBrowser: View {
        /// The fruit the list offers.
        static let choices = ["pear", "plum"]

        let store: FruitStore
        @State private var selection: String?

        var body: some View {
            VStack {
                // lesson-code: lesson13-browser
                if let fruit = selection {
                    Text("‹ back")
                        .onTapGesture { selection = nil }
                        .accessibilityIdentifier("back")
                    FruitDetail(fruit: fruit, store: store)
                } else {
                    ForEach(Self.choices, id: \.self) { fruit in
                        Text(fruit)
                            .onTapGesture { selection = fruit }
                            .accessibilityIdentifier(fruit)
                    }
                }
                // end lesson-code: lesson13-browser
            }
        }
    }

    /// One fruit's details, loaded when the view appears.
    struct FruitDetail: View {
        let fruit: String
        let store: FruitStore
        @State private var details: String?

        var body: some View {
            // lesson-code: lesson13-detail
            VStack {
                Text(fruit)
                Text(details ?? "Loading…")
                    .accessibilityIdentifier("details")
            }
            .task {
                do {
                    details = try await store.details(of: fruit)
                } catch {
                    // CancellationError: the view went away before the details came
                }
            }
            // end lesson-code: lesson13-detail
        }
    }
}
