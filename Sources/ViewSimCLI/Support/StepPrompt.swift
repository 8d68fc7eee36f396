// The terminal `viewsim run` asks between steps: /dev/tty, opened for reading
// and writing, so the prompt and the answer never mix with standard output
// (which may be piped to `tee` or a file). viewsim's model: it prompts only when
// the process has a controlling terminal and is in its foreground process group;
// a background job, a CI runner or a child started in its own process group runs
// straight through. Simplified: one answer is one line read in the terminal's
// own (canonical) mode; no raw keys, no editing beyond what the terminal does.
import Foundation
import ViewSim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The controlling terminal, for asking what to do after a step.
final class StepPrompt {
    /// The longest answer kept; the rest of a longer line is read and dropped.
    static let answerLimit = 4096
    /// The most bytes read for one answer (a terminal's lines are far shorter).
    static let readLimit = 1 << 20
    /// How many interrupted reads in a row are retried before giving up as at end of input.
    static let interruptionLimit = 100

    private let descriptor: Int32
    /// Styling for the terminal (colour unless NO_COLOR or TERM=dumb).
    let style: Style

    private init(descriptor: Int32) {
        self.descriptor = descriptor
        style = Style(enabled: Terminal.environmentAllowsColour)
    }

    deinit { close(descriptor) }

    /// The controlling terminal, or nil when there is none or this process is
    /// not in its foreground (then the run goes straight through).
    static func controllingTerminal() -> StepPrompt? {
        let descriptor = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return nil }
        guard isatty(descriptor) == 1, tcgetpgrp(descriptor) == getpgrp() else {
            close(descriptor)
            return nil
        }
        return StepPrompt(descriptor: descriptor)
    }

    /// Writes `text` to the terminal, after what standard output has buffered.
    func show(_ text: String) {
        fflush(nil)
        var bytes = Array(text.utf8)[...]
        var interruptions = 0
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0, errno == EINTR, interruptions < StepPrompt.interruptionLimit {
                interruptions += 1
            } else {
                return  // The terminal went away; the next read sees the end of input.
            }
        }
    }

    /// How many answers not understood in a row are met with a hint before going on.
    static let attemptLimit = 100

    /// Shows the recap of step `current` and asks what next, until an answer is
    /// understood; nil at the end of input. After `attemptLimit` answers not
    /// understood, says so and returns the last (which the caller takes as Enter).
    func answer(after current: Int, last: Int, trace: Trace) -> StepAnswer? {
        show("\n" + style.bold(StepRecap.line(step: current, last: last, trace: trace)) + "\n")
        var answer = StepAnswer.notUnderstood("")
        for _ in 0..<StepPrompt.attemptLimit {
            guard let text = ask(style.dim(StepRecap.keys(current: current, last: last)) + " › ") else {
                show("\n(End of input: running straight through.)\n")
                return nil
            }
            answer = StepAnswer(text, current: current, last: last)
            guard case .notUnderstood(let hint) = answer else { return answer }
            show(style.yellow(hint) + "\n")
        }
        show("(\(StepPrompt.attemptLimit) answers not understood: going on to the next step.)\n")
        return answer
    }

    /// Writes `prompt` and reads one line; nil at the end of input (Ctrl-D, a hang-up).
    func ask(_ prompt: String) -> String? {
        show(prompt)
        var line: [UInt8] = []
        var byte: UInt8 = 0
        var interruptions = 0
        // Bounded by the line's end, the end of input, or readLimit bytes read.
        for _ in 0..<StepPrompt.readLimit {
            let count = read(descriptor, &byte, 1)
            if count == 1 {
                if byte == UInt8(ascii: "\n") { break }
                if line.count <= StepPrompt.answerLimit { line.append(byte) }
            } else if count < 0, errno == EINTR, interruptions < StepPrompt.interruptionLimit {
                interruptions += 1
            } else {
                return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
            }
        }
        // readLimit bytes without a line's end: take what was kept as the answer.
        return String(decoding: line, as: UTF8.self)
    }
}
