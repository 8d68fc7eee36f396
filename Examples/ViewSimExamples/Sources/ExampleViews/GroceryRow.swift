// One row of the grocery list: its only input is the item's name, which does
// not change for an existing row.
// Simplifies: a single Text.
import ViewSim

/// Shows one grocery item.
public struct GroceryRow: View {
    let name: String

    /// Shows `name`.
    public init(name: String) {
        self.name = name
    }

    public var body: some View {
        Text(name).accessibilityIdentifier(name)
    }
}
