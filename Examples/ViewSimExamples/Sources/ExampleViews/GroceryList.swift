// A ForEach list: rows are identified by their item's id, so adding an item
// inserts one row and runs only its body; the existing rows are offered equal
// values and skipped.
// Simplifies: items are strings that are their own ids; "Add" appends a
// numbered item.
import ViewSim

/// A list of groceries with a button that adds one.
public struct GroceryList: View {
    @State private var items = ["Apples", "Bread", "Cheese"]

    public init() {}

    public var body: some View {
        VStack {
            ForEach(items, id: \.self) { item in
                GroceryRow(name: item)
            }
            Button("Add") { items.append("Item \(items.count + 1)") }
                .accessibilityIdentifier("add")
        }
    }
}
