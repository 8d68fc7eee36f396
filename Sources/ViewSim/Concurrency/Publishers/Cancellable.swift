// Models Combine's `Cancellable`: what ends a subscription or a connection.
// Simplifies: nothing beyond `cancel()`.

/// Something that can be cancelled: a subscription, a timer's connection.
///
/// ```swift
/// let connection: any Cancellable = timer.connect()
/// connection.cancel()               // the timer stops
/// ```
public protocol Cancellable {
    /// Stops the activity; calling it again does nothing.
    func cancel()
}
