// Models what can go wrong in the fuzzer itself (not in the engine under test):
// bad command-line input, an unreadable case file. Each error says what to do.

/// An error of the fuzzer's own, with a message saying what was wrong.
public enum FuzzError: Error, CustomStringConvertible, Equatable {
    /// A command-line argument or a case file could not be used.
    case badArgument(String)

    public var description: String {
        switch self {
        case .badArgument(let message): return message
        }
    }
}
