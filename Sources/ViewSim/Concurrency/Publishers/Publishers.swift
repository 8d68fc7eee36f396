// Models Combine's `Publishers` namespace, for the one operator viewsim has:
// `Publishers.Autoconnect`, what `autoconnect()` returns.
// Simplifies: Combine's other operators are not modelled.

/// The namespace of publisher operators.
public enum Publishers {}
