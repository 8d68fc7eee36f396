// Generates, at every build of the lessons, the code each lesson shows to the
// learner from the `// lesson-code:` regions of the lesson sources, so the shown
// code is the code that runs and no copy of it is kept in the repository.
// Simplifies: the regions are cut by the `viewsim-lesson-code` executable; this
// plugin only tells SwiftPM its inputs (every lesson source) and its output.
import Foundation
import PackagePlugin

@main
struct LessonCodePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "LessonCode.swift")
        return [
            .buildCommand(
                displayName: "Cutting the lessons' shown code from their lesson-code regions",
                executable: try context.tool(named: "viewsim-lesson-code").url,
                // The lessons are `<package>/Lessons`, the target's path in Package.swift.
                arguments: [
                    "--root", context.package.directoryURL.path(percentEncoded: false),
                    "--output", output.path(percentEncoded: false),
                ],
                inputFiles: sources,
                outputFiles: [output]
            )
        ]
    }
}
