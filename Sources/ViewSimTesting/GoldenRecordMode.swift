// When a golden-file check writes the golden file instead of only comparing:
// the four record modes and how the environment picks one (VIEWSIM_RECORD, and
// CI, which never records).
// Simplifies: the mode is read from the process environment once per check;
// there is no per-test override besides passing a mode to `verifyGolden`.
import Foundation

/// When ``assertGolden(_:named:fileID:file:line:column:)`` writes golden files.
///
/// Set `VIEWSIM_RECORD` to one of the raw values to choose; without it, a
/// missing golden is recorded locally and nothing is recorded on CI:
///
/// ```sh
/// VIEWSIM_RECORD=failed swift test --filter Lesson9Tests   # re-record the goldens that differ
/// ```
public enum GoldenRecordMode: String, CaseIterable, Sendable {
    /// Record goldens that do not exist yet (and fail, so the new file gets read);
    /// compare the others. The default outside CI.
    case missing
    /// Record every golden, changed or not, and fail each check so a recording
    /// run never passes.
    case all
    /// Record goldens that are missing or differ from the output (failing with
    /// the diff); goldens that match pass.
    case failed
    /// Never write: a missing golden fails with how to record it. Always the mode on CI.
    case never

    /// The environment variable that chooses the mode.
    public static let environmentVariable = "VIEWSIM_RECORD"

    /// The mode the environment asks for, or a message saying what is wrong
    /// with `VIEWSIM_RECORD`.
    ///
    /// viewsim's model: `CI` set to anything but `false`, `0` or empty means a CI
    /// run, which never records whatever `VIEWSIM_RECORD` says (a recording CI run
    /// would pass with files nobody reviewed). `VIEWSIM_RECORD=1` is kept as
    /// another name for `all`, as the helper before the record modes read it.
    public static func from(environment: [String: String]) -> Result<GoldenRecordMode, GoldenRecordModeError> {
        let isCI = environment["CI"].map { !["", "0", "false"].contains($0.lowercased()) } ?? false
        guard let raw = environment[environmentVariable], !raw.isEmpty else {
            return .success(isCI ? .never : .missing)
        }
        let mode: GoldenRecordMode
        if raw == "1" {
            mode = .all
        } else if let named = GoldenRecordMode(rawValue: raw.lowercased()) {
            mode = named
        } else {
            return .failure(
                GoldenRecordModeError(
                    description: """
                        \(environmentVariable)=\(raw) is not a record mode. Use one of \
                        \(allCases.map(\.rawValue).joined(separator: ", ")) (or 1, meaning all), or unset it.
                        """))
        }
        return .success(isCI ? .never : mode)
    }

    /// The mode this process's environment asks for.
    public static var current: Result<GoldenRecordMode, GoldenRecordModeError> {
        from(environment: ProcessInfo.processInfo.environment)
    }
}
