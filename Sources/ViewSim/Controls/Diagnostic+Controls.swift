// Models the warnings input controls record: a bound value a control cannot
// show (NaN or infinite). Simplifies: SwiftUI logs nothing for these; the texts
// are viewsim's, and say what the control shows instead.
import Foundation

extension Diagnostic {
    /// A control was given a value it cannot use (NaN or infinite, a step of 0);
    /// `problem` says what and what the control does instead.
    static func controlInputInvalid(control: String, problem: String, node: NodeRef) -> Diagnostic {
        Diagnostic(
            kind: .nonFiniteValue, message: "viewsim: \(control) \(problem).", node: node,
            hint:
                "Keep the values a control is given finite and its step positive: check the arithmetic that computes them (a division by zero, a log of 0)."
        )
    }
}
