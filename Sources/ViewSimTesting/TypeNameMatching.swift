// How assertions name a view type and the reasons of a body evaluation.
// Trace labels are `_typeName(qualified: false)` ("SubView" for
// `ManyFaces.SubView`), so a qualified name matches by its last component, and a
// name without generic arguments matches every specialisation.
import ViewSim

enum TypeName {
    /// Whether a trace label (`SubView`, `Row<Int>`) is the type `query` names
    /// (`SubView`, `ManyFaces.SubView`, `MyApp.ManyFaces.SubView`, `Row`).
    static func matches(label: String, query: String) -> Bool {
        if label == query { return true }
        let query = lastComponent(query.trimmingWhitespace)
        if label == query { return true }
        if !query.contains("<") { return withoutGenerics(label) == query }
        return false
    }

    /// `ManyFaces.SubView` → `SubView`; dots inside generic arguments are kept.
    static func lastComponent(_ name: String) -> String {
        var depth = 0
        var start = name.startIndex
        for index in name.indices {
            switch name[index] {
            case "<": depth += 1
            case ">": depth -= 1
            case "." where depth == 0: start = name.index(after: index)
            default: break
            }
        }
        return String(name[start...])
    }

    static func withoutGenerics(_ name: String) -> String {
        guard let open = name.firstIndex(of: "<") else { return name }
        return String(name[..<open])
    }
}

/// What a test expects of one body evaluation: its reason tokens, written the way
/// `_printChanges` prints them.
///
/// Accepted spellings: `"_isOn"`, `"@self, _isOn"`, or the whole line
/// `"Heart: @self, _isOn changed."` (`"Heart: unchanged."` for no reasons).
struct ExpectedReasons: Equatable {
    let tokens: [String]
    /// The type name the whole-line spelling starts with, if given.
    let typeName: String?

    init(_ text: String) {
        let trimmed = text.trimmingWhitespace
        if let colon = trimmed.range(of: ": "), trimmed.hasSuffix(" changed.") || trimmed.hasSuffix(": unchanged.") {
            typeName = String(trimmed[..<colon.lowerBound])
            let rest = String(trimmed[colon.upperBound...])
            if rest == "unchanged." {
                tokens = []
            } else {
                tokens = ExpectedReasons.split(String(rest.dropLast(" changed.".count)))
            }
        } else {
            typeName = nil
            tokens = ExpectedReasons.split(trimmed)
        }
    }

    static func split(_ list: String) -> [String] {
        list.split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
    }

    /// Whether an evaluation's reasons are the expected ones (same tokens, same order).
    func matches(_ evaluation: BodyEvaluation) -> Bool {
        if let typeName, !TypeName.matches(label: evaluation.node.label, query: typeName) { return false }
        return evaluation.reasons.map(\.token) == tokens
    }

    /// The tokens as `_printChanges` lists them: "@self, _isOn" or "unchanged".
    var listed: String { tokens.isEmpty ? "unchanged" : tokens.joined(separator: ", ") }
}

extension BodyEvaluation {
    /// "_isOn" / "@self, @identity, _name" / "unchanged".
    var tokenList: String { reasons.isEmpty ? "unchanged" : reasons.map(\.token).joined(separator: ", ") }

    /// "frame 1, pass 2: Heart #3: _isOn" plus the field changes behind `@self`.
    var describedLine: String {
        var line = "frame \(frame)\(pass > 1 ? ", pass \(pass)" : ""): \(node): \(tokenList)"
        var details: [String] = []
        for reason in reasons {
            switch reason {
            case .selfChanged(let fields):
                for field in fields {
                    details.append(
                        field.uncomparable.map { "\(field.path) — \($0)" }
                            ?? TraceValue.change(from: field.old, to: field.new, name: field.path, separator: " "))
                }
            case .timelineEntry(let old, let new):
                details.append("entry \(old.map(\.description) ?? "none") → \(new)")
            case .unknown(let note):
                details.append(note)
            default:
                break
            }
        }
        if !details.isEmpty { line += " (" + details.joined(separator: "; ") + ")" }
        return line
    }
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
