// Wraps one line of source code to a number of terminal columns, for the code
// a step of `viewsim run` shows: breaks fall between tokens (identifiers,
// numbers, string literals, operators, punctuation, the words of a comment),
// and each continued line starts with `↪` at the line's own indentation.
// Simplifies: the tokenizer knows Swift's shapes, not its grammar (a string
// literal ends at the next unescaped quote on the line; tabs count 4 columns);
// a token wider than a whole line is cut between characters, the last resort.

/// Code wrapped at token boundaries, measured in terminal columns.
///
/// ```swift
/// CodeWrapping.wrap("    let sum = first + second", width: 20)
/// // ["    let sum = first", "    ↪ + second"]
/// ```
package enum CodeWrapping {
    /// The mark a continued line starts with, after the line's indentation.
    package static let continuationMark = "↪"

    /// The fewest columns a line keeps for code after its indentation: a line
    /// indented deeper than `width - minimumCode` is shown less indented.
    package static let minimumCode = 16

    /// `line` as lines of at most `width` columns: the first keeps the line's
    /// indentation, each continuation has the same indentation, then `↪ `.
    ///
    /// A break falls between two tokens, at a space when one lies in the last
    /// third of the room (the space is then not printed), else at the last
    /// token boundary that fits; a token wider than a whole line is cut.
    package static func wrap(_ line: String, width: Int) -> [String] {
        let expanded = line.contains("\t") ? expandingTabs(line) : line
        guard LineWrapping.columns(of: expanded) > width else { return [expanded] }
        var indentation = String(expanded.prefix { $0 == " " })
        let code = expanded.dropFirst(indentation.count)
        if indentation.count > max(0, width - minimumCode - 2) {
            indentation = String(repeating: " ", count: max(0, width - minimumCode - 2))
        }
        let continuation = indentation + continuationMark + " "
        var tokens = Self.tokens(of: code)
        var lines: [String] = []
        var current: [Substring] = []
        var currentColumns = 0
        var room = width - indentation.count
        func finish() {
            // A break at a space drops the space.
            while let last = current.last, last.allSatisfy({ $0 == " " }) { current.removeLast() }
            lines.append((lines.isEmpty ? indentation : continuation) + current.joined())
            current = []
            currentColumns = 0
            room = width - LineWrapping.columns(of: continuation)
        }
        var index = 0
        // Each round places a token, or a piece of one, or finishes a line that holds
        // something, so the loop ends after at most twice as many rounds as characters.
        while index < tokens.count {
            var token = tokens[index]
            let columns = LineWrapping.columns(of: token)
            let isSpace = token.allSatisfy { $0 == " " }
            if currentColumns == 0 && isSpace && !lines.isEmpty {
                index += 1  // A continuation does not start with spaces.
                continue
            }
            if currentColumns + columns <= room || isSpace {
                current.append(token)
                currentColumns += columns
                index += 1
                continue
            }
            if currentColumns > 0 {
                // Break at the last space when it leaves the line at least two thirds full.
                if var space = current.lastIndex(where: { $0.allSatisfy { $0 == " " } }), space > 0,
                    LineWrapping.columns(of: current[..<space].joined()) * 3 >= room * 2
                {
                    // A binary operator starts the continuation (`↪ / 2`) rather than ending the line;
                    // an assignment or a return arrow stays where it is.
                    if space >= 2, current[space - 2].allSatisfy({ $0 == " " }), current[space - 1] != "=",
                        current[space - 1] != "->", current[space - 1].allSatisfy(isOperatorCharacter),
                        current[space - 1] != "."
                    {
                        space -= 2
                    }
                    let carried = Array(current[(space + 1)...])
                    current.removeSubrange(space...)
                    finish()
                    current = carried
                    currentColumns = carried.reduce(0) { $0 + LineWrapping.columns(of: $1) }
                    if currentColumns > room {
                        // What followed the space does not fit either: it goes back to be placed again.
                        current = []
                        currentColumns = 0
                        index -= carried.count
                    }
                    continue
                }
                if columns <= width - LineWrapping.columns(of: continuation) {
                    // A member's dot goes with its name (`.animation` starts the next line), and
                    // a closing bracket or a comma does not start one: the token before it goes too.
                    let closes = token.first.map { ")]},;:".contains($0) } ?? false
                    if current.count > 1, current.last == "." || (closes && current.last?.first != " ") {
                        current.removeLast()
                        index -= 1
                    }
                    finish()
                    continue
                }
            }
            // The last resort: cut the token to the room left on this line.
            var taken = 0
            var end = token.startIndex
            while end < token.endIndex, currentColumns + taken + LineWrapping.columns(of: token[end]) <= room {
                taken += LineWrapping.columns(of: token[end])
                end = token.index(after: end)
            }
            if end == token.startIndex {
                if currentColumns > 0 {
                    finish()
                    continue
                }
                end = token.index(after: end)  // Not even one character fits: it goes alone.
            }
            current.append(token[..<end])
            token = token[end...]
            finish()
            if token.isEmpty { index += 1 } else { tokens[index] = token }
        }
        if currentColumns > 0 { finish() }
        return lines
    }

    /// The tokens of `code`, in order; joined, they are `code` again.
    ///
    /// A run of spaces, an identifier or number (letters, digits, `_`, `$`, `@`,
    /// `#`, and a `.` between digits), a string literal up to its closing quote,
    /// a run of operator characters, or one other character; a `//` comment is
    /// its words and spaces.
    package static func tokens(of code: Substring) -> [Substring] {
        var tokens: [Substring] = []
        var start = code.startIndex
        // Each round takes at least one character.
        while start < code.endIndex {
            let character = code[start]
            var end = code.index(after: start)
            if character == "/", end < code.endIndex, code[end] == "/" {
                // A comment: the rest of the line, as words and spaces.
                var position = start
                while position < code.endIndex {
                    let isSpace = code[position] == " "
                    var next = code.index(after: position)
                    while next < code.endIndex, (code[next] == " ") == isSpace { next = code.index(after: next) }
                    tokens.append(code[position..<next])
                    position = next
                }
                return tokens
            }
            if character == " " {
                while end < code.endIndex, code[end] == " " { end = code.index(after: end) }
            } else if character == "\"" {
                var escaped = false
                while end < code.endIndex {
                    let next = code[end]
                    end = code.index(after: end)
                    if escaped {
                        escaped = false
                    } else if next == "\\" {
                        escaped = true
                    } else if next == "\"" {
                        break
                    }
                }
            } else if isWordCharacter(character) {
                while end < code.endIndex {
                    let next = code[end]
                    if isWordCharacter(next) {
                        end = code.index(after: end)
                    } else if next == ".", character.isNumber,
                        code[start..<end].allSatisfy({ $0.isNumber || $0 == "." }),
                        code.index(after: end) < code.endIndex, code[code.index(after: end)].isNumber
                    {
                        end = code.index(after: end)  // A decimal point: 1.25
                    } else {
                        break
                    }
                }
            } else if isOperatorCharacter(character) {
                while end < code.endIndex, isOperatorCharacter(code[end]),
                    !(code[end] == "/" && code.index(after: end) < code.endIndex && code[code.index(after: end)] == "/")
                {
                    end = code.index(after: end)
                }
            }
            tokens.append(code[start..<end])
            start = end
        }
        return tokens
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "$" || character == "@"
            || character == "#"
    }

    private static func isOperatorCharacter(_ character: Character) -> Bool {
        "+-*/%<>=!&|^~?.".contains(character)
    }

    /// `line` with each tab made the spaces to the next multiple of 4 columns.
    private static func expandingTabs(_ line: String) -> String {
        var result = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = 4 - column % 4
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column += LineWrapping.columns(of: character)
            }
        }
        return result
    }
}
