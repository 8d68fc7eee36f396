// Models SwiftUI's `withTransaction` and `withAnimation`: run a closure with a
// transaction that the state changes inside it carry. Simplifies: the current
// transaction is a task-local value (`Transaction.current`; SwiftUI keeps it on the
// main thread); nested calls merge, as SwiftUI does since 2023 (`.legacy`
// semantics: the inner one replaces the outer one).
// Lesson: lesson3 (withAnimation from outside vs .animation inside).

/// Runs `body` with `transaction`; state changes inside it carry the transaction.
///
/// Nested calls merge (SwiftUI since 2023): the inner transaction's animation,
/// when it sets one, replaces the outer one; flags and keys add up. With
/// `AnimationSemantics.legacy` the inner transaction replaces the outer one.
///
/// ```swift
/// withAnimation(.linear) {
///     withTransaction(\.disablesAnimations, true) { isOn.toggle() }  // linear, animations disabled
///     withAnimation(nil) { count += 1 }                               // no animation
/// }
/// ```
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(transaction, origin: AnimationOrigin.withTransaction, body)
}

/// Runs `body` with `transaction`, naming where its animation came from.
private func withTransaction<Result>(
    _ transaction: Transaction, origin: (TraceEvent?) -> AnimationOrigin, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = transaction
    if transaction.animation != nil, transaction.animationOrigin == nil {
        transaction.animationOrigin = origin(SimulationContext.current?.activeCauseEvent)
    }
    if let outer = Transaction.current {
        if AnimationSemantics.current == .legacy {
            // Before 2023 the inner transaction replaced the outer one; completions
            // registered outside still wait for the changes made inside.
            let outerCompletions = outer.completions.filter { listener in
                !transaction.completions.contains { $0 === listener }
            }
            transaction.completions = outerCompletions + transaction.completions
        } else {
            transaction = outer.merging(transaction)
        }
    }
    return try Transaction.withCurrent(transaction, body)
}

/// Runs `body` with one transaction key set.
@discardableResult
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R)
    rethrows -> R
{
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body` so that the changes it makes animate with `animation`.
///
/// ```swift
/// withAnimation(.easeInOut(duration: 1)) { isOn.toggle() }
/// ```
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), origin: AnimationOrigin.withAnimation, body)
}

/// Runs `body` animated and calls `completion` when its animations complete
/// (`.logicallyComplete` by default, or `.removed`); immediately after the update
/// if `body` starts no animation. It fires exactly once.
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    SimulationContext.current?.registerNewCompletions(transaction.completions)
    return try withTransaction(transaction, origin: AnimationOrigin.withAnimation, body)
}
