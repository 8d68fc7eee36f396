// The lesson's async model (not in the seeds): a fruit catalogue behind a slow
// network, as an actor. Its methods wait with `Task.sleep`, which inside a
// simulation waits in simulated time; a cancelled caller makes them throw
// `CancellationError`. Simplifies: the "network" is a fixed delay.
import ViewSim

extension Lesson13 {
    /// A catalogue of fruit that answers after a network delay.
    actor FruitStore {
        /// Everything the catalogue holds, in the order it lists them.
        static let fruits = ["apple", "apricot", "banana", "peach", "pear", "plum"]

        /// How long a search takes on the simulated network.
        static let searchDelay: Duration = .milliseconds(500)
        /// How long the details of one fruit take.
        static let detailsDelay: Duration = .seconds(1)

        // lesson-code: lesson13-store
        /// The fruit whose name starts with `query`.
        func search(_ query: String) async throws -> [String] {
            try await Task.sleep(for: Self.searchDelay)  // the network
            return Self.fruits.filter { $0.hasPrefix(query) }
        }

        /// A line about `fruit`.
        func details(of fruit: String) async throws -> String {
            try await Task.sleep(for: Self.detailsDelay)  // the network
            return "\(fruit): \(fruit.count) letters, in season"
        }
        // end lesson-code: lesson13-store
    }
}
