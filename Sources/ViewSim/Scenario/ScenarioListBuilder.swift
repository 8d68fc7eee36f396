// The result builder behind `Scenario`'s trailing closures: a list of steps or
// claims, with `if`, `if/else` and `for` as in a ViewBuilder.

/// Builds an array of steps or claims from statements.
///
/// ```swift
/// Scenario("list", title: "A list", root: { ListView() }) {
///     Step("Add") { try $0.tap("add") }
///     for index in 0..<3 { Step("Remove row \(index)") { try $0.tap("remove-\(index)") } }
/// }
/// ```
@resultBuilder
public enum ScenarioListBuilder<Element> {
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    public static func buildEither(first part: [Element]) -> [Element] { part }
    public static func buildEither(second part: [Element]) -> [Element] { part }
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
}
