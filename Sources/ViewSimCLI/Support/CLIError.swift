// Errors found while a subcommand runs (files, rendering, a scenario's script),
// and the one place that reports them: `Error: …` on standard error, exit 1,
// no stack trace. Mistakes in the command line itself are ValidationErrors (exit
// 64); one found only after the run (a time after the end) is a usage CLIError,
// exit 64 too, so "out of range" has one exit status.
import ArgumentParser

/// A problem the user can act on, said in one or two sentences.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    /// Whether the command line asked for something that does not exist (exit 64, as
    /// ArgumentParser's validation errors), rather than something failing (exit 1).
    let isUsageError: Bool

    init(_ description: String, isUsageError: Bool = false) {
        self.description = description
        self.isUsageError = isUsageError
    }

    /// A value on the command line that is out of range, found once the scenario ran.
    static func outOfRange(_ description: String) -> CLIError {
        CLIError(description, isUsageError: true)
    }
}

extension ParsableCommand {
    /// Runs `body`, reporting any error that isn't ArgumentParser's own as
    /// `Error: …` on standard error and exiting with status 1 (64 for a usage error).
    func reportingErrors(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ValidationError {
            throw error
        } catch let error as ExitCode {
            throw error
        } catch let error as CLIError where error.isUsageError {
            Console().reportError(error.description)
            throw ExitCode.validationFailure
        } catch {
            Console().reportError(String(describing: error))
            throw ExitCode.failure
        }
    }
}
