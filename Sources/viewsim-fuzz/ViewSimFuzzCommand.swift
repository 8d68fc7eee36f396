// The `viewsim-fuzz` command: parses its flags and runs as the supervisor, as a
// worker (`--worker`, spawned by the supervisor), or prints one case.
import Foundation
import ViewSimFuzz

@main
enum ViewSimFuzzCommand {
    static func main() {
        let options: FuzzOptions
        do {
            options = try FuzzOptions.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("viewsim-fuzz: \(error)\n\n\(FuzzOptions.usage)\n".utf8))
            exit(2)
        }
        if options.help {
            print(FuzzOptions.usage)
            return
        }
        if options.worker {
            do {
                if let path = options.caseFile { try FuzzWorker.run(caseFile: path) } else { FuzzWorker.run(options) }
            } catch {
                FileHandle.standardError.write(Data("viewsim-fuzz worker: \(error)\n".utf8))
                exit(2)
            }
            return
        }
        if let index = options.printCase {
            let generator = FuzzGenerator(seed: options.seed, mode: options.mode, features: options.features)
            print(generator.makeCase(index))
            return
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let supervisor = FuzzSupervisor(options: options, executable: executable)
        exit(supervisor.run())
    }
}
