// Pages `viewsim run`'s output on a terminal: when standard output is the
// terminal a run asks on, each screen holds at most its height in rows, a
// `-- more (Enter) --` prompt on the terminal (StepPrompt) between screens, and
// a step's narrative and code, then what happened, each start a screen of
// their own. Piped output is not paged. Simplifies: every line printed is one
// row (the run wraps its lines to the width first); any answer goes on.

/// Counts the rows printed on the current screen and asks for Enter when the next would not fit.
///
/// ```text
/// ── Step 1/4 · Tap ───────────────────────────────────────────────────────────
/// …narrative and code…
/// -- more (Enter): what happened --
/// ```
final class Pager {
    /// The fewest rows a screen is taken to have.
    static let minimumHeight = 8

    /// The terminal's rows.
    let height: Int
    private let terminal: StepPrompt
    /// Rows printed on the current screen.
    private(set) var used = 0
    /// False once the terminal's input has ended: then nothing pauses.
    private(set) var isOn = true

    init(height: Int, terminal: StepPrompt) {
        self.height = max(Self.minimumHeight, height)
        self.terminal = terminal
    }

    /// The rows a screen holds below what is already on it, its prompt's row kept.
    var roomLeft: Int { height - 1 - used }

    /// Call before printing `rows` rows: pauses first whenever the screen is full.
    func willPrint(rows: Int) {
        for _ in 0..<max(0, rows) {
            if used >= height - 1 { pause("-- more (Enter) --") }
            used += 1
        }
    }

    /// Starts a new screen for what comes next (`label` says what it is), unless
    /// the current one is empty.
    func newScreen(_ label: String) {
        if used > 0 { pause("-- more (Enter): \(label) --") }
    }

    /// Makes room for `rows` rows that are written to the terminal, not through the
    /// pager (a step's recap and question): pauses first if they would not fit.
    func reserve(rows: Int) {
        if used + rows > height { pause("-- more (Enter) --") }
    }

    /// The terminal was written to and answered: the next screen starts empty.
    func screenAnswered() { used = 0 }

    private func pause(_ label: String) {
        guard isOn else {
            used = 0
            return
        }
        if terminal.ask(terminal.style.dim(label)) == nil {
            terminal.show("\n(End of input: running straight through.)\n")
            isOn = false
        }
        used = 0
    }
}
