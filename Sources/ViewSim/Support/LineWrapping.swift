// Wraps one line of text to a number of terminal columns, for the trace tree
// (TextTree.render(width:)) and the CLI's narrative and summary lines.
// Simplifies: a character takes one column, except emoji and East Asian wide
// characters, which take two (the ranges terminals draw double-width); ANSI
// escapes are not expected in the text (styling is applied after wrapping);
// a word wider than a whole line is cut at the column limit.

/// Word wrapping measured in terminal columns.
///
/// ```swift
/// LineWrapping.wrap("one two three", width: 8)
/// // ["one two", "three"]
/// ```
package enum LineWrapping {
    /// The fewest columns of text a wrapped line keeps after its indentation;
    /// deeper indentation than `width - minimumText` is not followed further.
    package static let minimumText = 24

    /// The columns `character` takes on a terminal: 2 for emoji and wide
    /// (East Asian) characters, 0 for combining marks and variation selectors, 1 otherwise.
    package static func columns(of character: Character) -> Int {
        // Nearly every character of a trace is ASCII (one scalar, or "\r\n"), which the table
        // below gives 1: answered first, as a debug build walks the table's ranges slowly.
        if character.isASCII { return 1 }
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        if character.unicodeScalars.count > 1, character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
            return 2  // emoji presentation: ❤️
        }
        switch value {
        case 0x0300...0x036F, 0xFE00...0xFE0F, 0x200B...0x200D: return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1F680...0x1F6FF,
            0x1FA70...0x1FAFF, 0x20000...0x3FFFD,
            // Emoji drawn wide without a variation selector (East Asian Width W):
            // ⌚ ⏩ ⏰ ⏳ ☔ ☕ ♈–♓ ♿ ⚓ ⚡ ⚪ ⚽ ⛄ ⛎ ⛔ ⛪ ⛲ ⛵ ⛺ ⛽ ✅ ✊ ✨ ❌ ❎ ❓ ❗ ➕ ➰ ➿ ⬛ ⭐ ⭕, 🀄 🃏 🆎 🆑–🆚 🈁 🟠–🟫.
            0x231A...0x231B, 0x23E9...0x23EC, 0x23F0, 0x23F3, 0x25FD...0x25FE, 0x2614...0x2615,
            0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
            0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B,
            0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF,
            0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A,
            0x1F200...0x1F251, 0x1F7E0...0x1F7EB:
            return 2
        default:
            return 1
        }
    }

    /// The columns `text` takes on a terminal.
    package static func columns(of text: Substring) -> Int {
        if let columns = narrowColumns(of: text) { return columns }
        return characterColumns(of: text)
    }

    /// The columns `text` takes, character by character (the general path).
    package static func characterColumns(of text: Substring) -> Int {
        var total = 0
        for character in text { total += columns(of: character) }
        return total
    }

    /// The columns of `text` counted in one pass over its UTF-8 bytes, one column a
    /// scalar, when every scalar is one ``isNarrowAlone(_:)`` accepts (ASCII but
    /// the carriage return, Latin, punctuation, arrows, mathematical operators, box
    /// drawing and geometric shapes: what a trace is written in); nil otherwise, for the general path.
    /// Such a scalar is a character of its own wherever it stands among the others,
    /// so the count equals the sum over characters.
    package static func narrowColumns(of text: Substring) -> Int? {
        let utf8 = text.utf8
        return utf8.withContiguousStorageIfAvailable { narrowColumns(ofUTF8: $0) } ?? narrowColumns(ofUTF8: Array(utf8))
    }

    private static func narrowColumns<Bytes: RandomAccessCollection<UInt8>>(ofUTF8 bytes: Bytes) -> Int?
    where Bytes.Index == Int {
        var total = 0
        var index = bytes.startIndex
        let end = bytes.endIndex
        while index < end {
            let lead = bytes[index]
            if lead < 0x80 {
                if lead == 0x0D { return nil }  // "\r\n" is one character
                total += 1
                index += 1
                continue
            }
            // The text is valid UTF-8, so a lead byte has its continuation bytes.
            let value: UInt32
            if lead & 0xE0 == 0xC0, index + 1 < end {
                value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                index += 2
            } else if lead & 0xF0 == 0xE0, index + 2 < end {
                value =
                    UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                index += 3
            } else {
                return nil
            }
            guard isNarrowAlone(value) else { return nil }
            total += 1
        }
        return total
    }

    /// Whether the scalar `value` takes one column and forms a character of its own
    /// next to any other such scalar (no combining mark, joiner, variation selector,
    /// Hangul jamo, regional indicator or wide character among them).
    package static func isNarrowAlone(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x0C, 0x0E...0x02FF,  // ASCII but "\r", Latin-1, Latin Extended, IPA, modifier letters
            0x2010...0x2027, 0x2030...0x205E,  // general punctuation (not the zero-width or bidi controls)
            0x2190...0x22FF,  // arrows, mathematical operators
            0x2500...0x257F,  // box drawing
            0x25A0...0x25FC,  // geometric shapes (not ◽ ◾, which are wide)
            0x2900...0x297F:  // supplemental arrows (⤷)
            return true
        default:
            return false
        }
    }

    /// The columns `text` takes on a terminal.
    package static func columns(of text: String) -> Int { columns(of: text[...]) }

    /// `text` wrapped so that each line, with its prefix, takes at most `width`
    /// columns: the first line starts with `first`, the others with `rest`.
    ///
    /// Words are separated by single spaces; a word wider than a whole line is
    /// cut when `cutsLongWords`, else it gets a line of its own (so a URL in
    /// prose stays whole). A prefix that leaves less than ``minimumText`` columns still
    /// gets that many (the line then runs past `width` rather than to one word a line).
    package static func wrap(
        _ text: String, width: Int, first: String = "", rest: String = "", cutsLongWords: Bool = true
    ) -> [String] {
        let firstRoom = max(minimumText, width - columns(of: first))
        let restRoom = max(minimumText, width - columns(of: rest))
        let narrow = narrowColumns(of: text[...])
        if (narrow ?? columns(of: text)) <= firstRoom { return [first + text] }
        var lines: [String] = []
        var current = ""
        var currentColumns = 0
        var room = firstRoom
        func finish() {
            // A break at a run of spaces leaves none at the end of the line.
            while current.last == " " { current.removeLast() }
            lines.append((lines.isEmpty ? first : rest) + current)
            current = ""
            currentColumns = 0
            room = restRoom
        }
        // A narrow text's every scalar is a character, so its space bytes are its space
        // characters: split on bytes rather than walk characters.
        let words =
            narrow != nil
            ? text.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map {
                text[$0.startIndex..<$0.endIndex]
            }
            : text.split(separator: " ", omittingEmptySubsequences: false)
        for word in words {
            var word = word
            var wordColumns = columns(of: word)
            if currentColumns > 0 && currentColumns + 1 + wordColumns > room { finish() }
            if currentColumns > 0 {
                current += " "
                currentColumns += 1
            }
            // Cut a word that does not fit on a line of its own; each round takes
            // at least one character, so the loop ends.
            while cutsLongWords, currentColumns + wordColumns > room, !word.isEmpty {
                var taken = 0
                var end = word.startIndex
                while end < word.endIndex, currentColumns + taken + columns(of: word[end]) <= room {
                    taken += columns(of: word[end])
                    end = word.index(after: end)
                }
                if end == word.startIndex {
                    if currentColumns > 0 {
                        finish()
                        continue
                    }
                    end = word.index(after: end)
                }
                current += word[word.startIndex..<end]
                finish()
                word = word[end...]
                wordColumns = columns(of: word)
            }
            current += word
            currentColumns += wordColumns
        }
        if currentColumns > 0 || lines.isEmpty { finish() }
        return lines
    }
}
