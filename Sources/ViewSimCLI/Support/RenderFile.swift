// Rendered frames for files: the bytes of a render, with a failure that names
// the file they were for.
import ViewSimRendering

/// Turns renders into file bytes.
enum RenderFile {
    /// The bytes of `render()`; an error names `path`.
    static func bytes(_ render: @autoclosure () throws -> RenderResult, for path: String) throws -> [UInt8] {
        do {
            return try render().bytes
        } catch {
            throw CLIError("cannot draw '\(path)': \(error)")
        }
    }
}
