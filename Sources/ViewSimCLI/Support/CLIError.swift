// Errors found while a subcommand runs (files, rendering, a scenario's script),
// and the one place that reports them: `Error: …` on standard error, exit 1,
// no stack trace. Mistakes in the command line itself are ValidationErrors.
import ArgumentParser

/// A problem the user can act on, said in one or two sentences.
struct CLIError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension ParsableCommand {
    /// Runs `body`, reporting any error that isn't ArgumentParser's own as
    /// `Error: …` on standard error and exiting with status 1.
    func reportingErrors(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ValidationError {
            throw error
        } catch let error as ExitCode {
            throw error
        } catch {
            Console().reportError(String(describing: error))
            throw ExitCode.failure
        }
    }
}
