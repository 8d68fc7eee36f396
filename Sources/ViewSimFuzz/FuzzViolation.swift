// Models a broken promise found by a fuzz run: which check, and what it saw.

/// One broken promise.
public struct FuzzViolation: Codable, Equatable, Sendable, CustomStringConvertible {
    public var check: FuzzCheck
    public var message: String

    public init(_ check: FuzzCheck, _ message: String) {
        self.check = check
        self.message = message
    }

    public var description: String { "\(check.rawValue): \(message)" }
}
