// The error of writing diagram files: which file or folder, and why.
// Simplifies: one message; callers show it as it is.
import Foundation

/// A diagram file or its folder could not be written.
public struct DiagramFileError: Error, Equatable, CustomStringConvertible {
    /// The file or folder that could not be written.
    public let path: String
    /// Why, in words ("permission denied", "the folder cannot be created (…)").
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        "cannot write '\(path)': \(reason). Choose a folder you can write to."
    }
}
