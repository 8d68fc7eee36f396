// Models the environment values navigation and presentation read:
// `\.dismiss` (`DismissAction`), `\.isPresented` and the stack a view is inside.
// Simplifies: the enclosing stack is a package-only value (SwiftUI keeps it in
// private inputs). Lesson: none yet; see Tests/ViewSimTests/Navigation.

/// An action that dismisses a presentation or pops a pushed view, read from the environment.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Done") { dismiss() }
/// ```
///
/// Outside a sheet, cover, popover or pushed view it does nothing, as in SwiftUI.
public struct DismissAction: Equatable {
    /// Which presentation or screen it dismisses, for `==` (two actions for the same one are equal).
    package let target: AnyHashable?
    /// What it runs.
    package let action: (() -> Void)?

    package init(target: AnyHashable?, action: (() -> Void)?) {
        self.target = target
        self.action = action
    }

    /// Dismisses the view this action belongs to.
    @MainActor public func callAsFunction() { action?() }

    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool { lhs.target == rhs.target }
}

struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(target: nil, action: nil) }
}

struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

struct NavigationStackKey: EnvironmentKey {
    static var defaultValue: NavigationStackContext? { nil }
}

extension EnvironmentValues {
    /// An action that dismisses the current presentation (sheet, cover, popover) or pops
    /// the pushed view this view is in.
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view this environment belongs to is presented (in a sheet, cover or
    /// popover, or pushed onto a navigation stack).
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// The navigation stack around a view, if any.
    package var _navigationStack: NavigationStackContext? {
        get { self[NavigationStackKey.self] }
        set { self[NavigationStackKey.self] = newValue }
    }
}
