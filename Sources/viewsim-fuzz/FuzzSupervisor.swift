// Models the supervisor of a fuzz run: cuts the cases into batches, runs every
// batch in two different worker processes (`jobs` at a time), combines the two
// results of each case (crash, hang, slow case, cross-process divergence,
// in-process violations), groups the failures into classes, shrinks one case per
// class in worker subprocesses (each accepted candidate run again in a fresh
// worker), checks the shrunk case once more in a fresh worker before printing it
// as a reproducer, and prints a summary in case order — the same text for the
// same arguments, apart from the CPU seconds of slow cases and which cases come
// near a CPU limit.
import Foundation
import ViewSimFuzz

/// Runs a whole fuzz session.
final class FuzzSupervisor: @unchecked Sendable {
    let options: FuzzOptions
    let worker: WorkerProcess
    /// Results by case index: one per worker copy (0 and 1). Guarded by `lock`.
    private var results: [Int: [FuzzCaseRun?]] = [:]
    private var finishedBatches = 0
    private let lock = NSLock()

    init(options: FuzzOptions, executable: URL) {
        self.options = options
        self.worker = WorkerProcess(
            executable: executable, cpuTimeout: options.timeout, wallTimeout: options.caseWallTimeout,
            cpuPerUnit: options.slowMicrosecondsPerUnit / 1_000_000)
    }

    /// One failing case and what is wrong with it.
    struct Failure {
        let index: Int
        let check: FuzzCheck
        let message: String
        /// The class the failure belongs to: its check and message with numbers blanked.
        var signature: String { FuzzSupervisor.signature(check, message) }
    }

    /// Runs everything; returns the exit status.
    func run() -> Int32 {
        let batches = stride(from: 0, to: options.cases, by: options.batch).map {
            $0..<min($0 + options.batch, options.cases)
        }
        let tasks = batches.flatMap { batch in [(batch, 0), (batch, 1)] }
        let total = tasks.count
        let queue = TaskQueue(count: total)
        progress(
            "viewsim-fuzz: \(options.cases) cases in \(batches.count) batches × 2 worker processes, \(options.jobs) at a time"
        )
        DispatchQueue.concurrentPerform(iterations: max(1, min(options.jobs, total))) { _ in
            while true {
                guard let next = queue.take() else { return }
                let (batch, copy) = tasks[next]
                runBatch(batch, copy: copy)
            }
        }

        var failures: [Failure] = []
        var counts: [FuzzCheck: Int] = [:]
        for index in 0..<options.cases {
            let runs = results[index] ?? [nil, nil]
            for failure in combine(index, runs[0], runs[1]) {
                failures.append(failure)
            }
        }
        var failingCases: [FuzzCheck: Set<Int>] = [:]
        for failure in failures { failingCases[failure.check, default: []].insert(failure.index) }
        for (check, cases) in failingCases { counts[check] = cases.count }

        var lines: [String] = []
        lines.append(
            "viewsim-fuzz --cases \(options.cases) --seed \(options.seed) --mode \(options.mode.rawValue)"
                + (options.only.map { " --only \(FuzzFeature.names($0))" } ?? "")
                + (options.excluded.isEmpty ? "" : " --exclude \(FuzzFeature.names(options.excluded))"))
        lines.append("features: \(FuzzFeature.names(options.features))")
        lines.append("cases: \(options.cases) (each run in 2 worker processes, twice in each)")
        lines.append("crashes: \(counts[.crash] ?? 0)")
        lines.append("hangs: \(counts[.hang] ?? 0)")
        let slow = counts[.slow] ?? 0
        let perUnit =
            options.slowMicrosecondsPerUnit > 0
            ? " and \(FuzzSupervisor.seconds(options.slowMicrosecondsPerUnit)) µs per unit of work" : ""
        lines.append(
            "slow: \(slow) slow case\(slow == 1 ? "" : "s") (over \(FuzzSupervisor.seconds(options.slowCPUSeconds)) s of CPU time\(perUnit))"
        )
        lines.append("divergences: \(counts[.divergence] ?? 0)")
        // Every in-process check (the canvas and layout checks too): all but the supervisor's own.
        let violationChecks = FuzzCheck.allCases.filter { ![.crash, .hang, .slow, .divergence].contains($0) }
        let violating = Set(failures.filter { violationChecks.contains($0.check) }.map(\.index))
        var byCheck: [String] = []
        for check in violationChecks {
            if let count = counts[check] { byCheck.append("\(check.rawValue) \(count)") }
        }
        lines.append(
            "violations: \(violating.count)" + (byCheck.isEmpty ? "" : " (" + byCheck.joined(separator: ", ") + ")"))
        print(lines.joined(separator: "\n"))

        guard !failures.isEmpty else {
            print("no failures")
            return 0
        }
        // Classes in order of their first case.
        var classes: [(signature: String, failures: [Failure])] = []
        for failure in failures.sorted(by: { ($0.index, $0.check) < ($1.index, $1.check) }) {
            if let position = classes.firstIndex(where: { $0.signature == failure.signature }) {
                classes[position].failures.append(failure)
            } else {
                classes.append((failure.signature, [failure]))
            }
        }
        print("\n\(classes.count) failure class\(classes.count == 1 ? "" : "es"):")
        let generator = FuzzGenerator(seed: options.seed, mode: options.mode, features: options.features)
        for (number, failureClass) in classes.enumerated() {
            let first = failureClass.failures[0]
            let indices = failureClass.failures.map(\.index)
            let shown = indices.prefix(12).map(String.init).joined(separator: ", ") + (indices.count > 12 ? ", …" : "")
            print("\n[\(number + 1)] \(first.check.rawValue): \(first.message)")
            print("    cases (seed \(options.seed)): \(shown) — \(indices.count) in all")
            guard number < options.shrinkLimit else {
                print("    (not shrunk: --shrink-limit \(options.shrinkLimit))")
                continue
            }
            let original = generator.makeCase(first.index)
            progress(
                "shrinking class \(number + 1) (\(first.check.rawValue), case \(first.index), size \(original.size))…")
            let result = shrink(original, like: first)
            let shrunk =
                "shrunk from size \(original.size) to \(result.fuzzCase.size) in \(result.attempts) runs"
                + (result.exhaustedBudget ? " (budget spent; may shrink further)" : "")
            // The reproducer must fail alike in a fresh worker process once more, or it is not one.
            guard candidateFails(result.fuzzCase, like: first) else {
                print(
                    "    \(shrunk), but that case did not fail alike again in a fresh worker process, so it is not a reproducer;"
                )
                print("    the failure may depend on load, timing or the other cases of its batch. The original case:")
                print(
                    "      viewsim-fuzz --seed \(options.seed) --mode \(options.mode.rawValue) --print-case \(first.index)"
                )
                continue
            }
            print("    \(shrunk); fails alike again in a fresh worker process:")
            let name =
                "testFuzz\(first.check.rawValue.prefix(1).uppercased() + first.check.rawValue.dropFirst())Seed\(options.seed)Case\(first.index)"
            for line in result.fuzzCase.regressionTest(named: name).split(
                separator: "\n", omittingEmptySubsequences: false)
            {
                print("    " + line)
            }
        }
        return 1
    }

    // MARK: Running batches

    private func runBatch(_ batch: Range<Int>, copy: Int) {
        var next = batch.lowerBound
        while next < batch.upperBound {
            let report = worker.run(
                options.workerArguments + ["--from", String(next), "--to", String(batch.upperBound)])
            lock.lock()
            for (index, run) in report.results {
                var runs = results[index] ?? [nil, nil]
                runs[copy] = run
                results[index] = runs
            }
            lock.unlock()
            if let last = report.results.map(\.index).max() {
                next = last + 1
            } else {
                // The worker ran nothing: count every remaining case as a crash, with the reason.
                let reason = report.failure ?? "the worker ended without running case \(next)"
                lock.lock()
                for index in next..<batch.upperBound {
                    var runs = results[index] ?? [nil, nil]
                    runs[copy] = .crashed(reason)
                    results[index] = runs
                }
                lock.unlock()
                next = batch.upperBound
            }
        }
        lock.lock()
        finishedBatches += 1
        let done = finishedBatches
        lock.unlock()
        let totalBatches = 2 * ((options.cases + options.batch - 1) / options.batch)
        progress("  \(done)/\(totalBatches) worker batches done")
    }

    /// "took 41.6 s of CPU time, over its budget of 7.8 s (2 s and 20 µs for each of its 290,406 units of
    /// work: 240,102 trace events, 40,304 views laid out by the layout checks and 10,000 by the run's frames)".
    private func slowMessage(cost: Double, budget: Double, work: FuzzWork) -> String {
        let took = "took \(FuzzSupervisor.cpu(cost)) s of CPU time"
        guard options.slowMicrosecondsPerUnit > 0 else {
            return "\(took), over the budget of \(FuzzSupervisor.seconds(options.slowCPUSeconds)) s"
        }
        return
            "\(took), over its budget of \(FuzzSupervisor.cpu(budget)) s (\(FuzzSupervisor.seconds(options.slowCPUSeconds)) s and \(FuzzSupervisor.seconds(options.slowMicrosecondsPerUnit)) µs for each of its \(work.units) units of work: \(work.events) trace events, \(work.checkedViews) views laid out by the layout checks and \(work.laidOutViews) by the run's frames)"
    }

    /// The failures of one case from its two worker runs, which ran with these CPU and wall-clock limits.
    private func combine(
        _ index: Int, _ first: FuzzCaseRun?, _ second: FuzzCaseRun?,
        cpuTimeout: Double? = nil, wallTimeout: Double? = nil
    ) -> [Failure] {
        let cpuTimeout = cpuTimeout ?? worker.cpuTimeout
        let wallTimeout = wallTimeout ?? worker.wallTimeout
        let runs = [first, second]
        for run in runs {
            if case .crashed(let message)? = run { return [Failure(index: index, check: .crash, message: message)] }
        }
        for run in runs {
            if case .hung(let stage, let limit)? = run {
                let what: String
                switch limit {
                case .cpu(let limit, let units):
                    what =
                        units > 0 && limit > cpuTimeout
                        ? "\(FuzzSupervisor.cpu(limit)) s of CPU time (\(FuzzSupervisor.seconds(cpuTimeout)) s and \(FuzzSupervisor.seconds(options.slowMicrosecondsPerUnit)) µs for each of the \(units) units of work it had done)"
                        : "\(FuzzSupervisor.seconds(cpuTimeout)) s of CPU time"
                case .wall(let limit, let cpuSeconds):
                    let seconds = limit > wallTimeout ? FuzzSupervisor.cpu(limit) : FuzzSupervisor.seconds(wallTimeout)
                    what =
                        "\(seconds) s of wall time (the safety limit; it used \(FuzzSupervisor.cpu(cpuSeconds)) s of CPU)"
                }
                return [
                    Failure(
                        index: index, check: .hang,
                        message: "no result within \(what) \(WorkerProcess.during(stage)): \(stage)")
                ]
            }
        }
        guard case .finished(let digestA, let violationsA, let cpuA, let workA)? = first,
            case .finished(let digestB, let violationsB, let cpuB, let workB)? = second
        else {
            return [Failure(index: index, check: .crash, message: "no result from a worker")]
        }
        var failures: [Failure] = []
        let cost = max(cpuA, cpuB)
        let work = workA.units >= workB.units ? workA : workB
        let budget = work.budget(base: options.slowCPUSeconds, microsecondsPerUnit: options.slowMicrosecondsPerUnit)
        if cost > budget {
            failures.append(
                Failure(index: index, check: .slow, message: slowMessage(cost: cost, budget: budget, work: work)))
        }
        if digestA != digestB {
            failures.append(
                Failure(index: index, check: .divergence, message: "trace digests differ between two worker processes"))
        }
        var seen: Set<FuzzCheck> = []
        for violation in violationsA + violationsB where seen.insert(violation.check).inserted {
            failures.append(Failure(index: index, check: violation.check, message: violation.message))
        }
        return failures
    }

    // MARK: Shrinking

    /// Shrinks `fuzzCase` while a worker run of it still fails like `failure`. A candidate
    /// that fails alike is run again in a fresh worker process and kept only if it fails
    /// alike there too, so a failure that came from load or chance does not steer the shrink.
    private func shrink(_ fuzzCase: FuzzCase, like failure: Failure) -> FuzzShrinker.Result {
        let start = DispatchTime.now()  // wall clock ok: the shrink budget, never printed
        let shrinker = FuzzShrinker(maxAttempts: options.shrinkAttempts)
        return shrinker.shrink(fuzzCase) { candidate in
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9  // wall clock ok
            guard elapsed < options.shrinkSeconds else { return false }
            return candidateFails(candidate, like: failure) && candidateFails(candidate, like: failure)
        }
    }

    /// Whether `candidate`, written to a case file and run in fresh worker processes (the
    /// shrink's limits), fails like `failure`.
    private func candidateFails(_ candidate: FuzzCase, like failure: Failure) -> Bool {
        // A fresh directory of its own (mkdtemp), so no two candidates share a file.
        var template = Array(
            FileManager.default.temporaryDirectory.appendingPathComponent("viewsim-fuzz-XXXXXX").path.utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap(mkdtemp) }) else {
            return false
        }
        let directory = URL(fileURLWithPath: String(cString: made))
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("case.json")
        guard let data = try? candidate.jsonData(), (try? data.write(to: file)) != nil else { return false }
        let cpuTimeout = options.shrinkTimeout ?? min(options.timeout, 3)
        let wallTimeout = FuzzOptions.defaultWallTimeout(for: cpuTimeout)
        let candidateWorker = WorkerProcess(
            executable: worker.executable, cpuTimeout: cpuTimeout, wallTimeout: wallTimeout,
            cpuPerUnit: worker.cpuPerUnit)
        // Order-dependent failures come and go with hash seeds and addresses: a candidate gets three tries.
        let tries = [.repeatable, .divergence].contains(failure.check) ? 3 : 1
        let arguments = ["--worker", "--case-file", file.path]
        for _ in 0..<tries {
            let first = candidateWorker.run(arguments).results.first?.run
            var second: FuzzCaseRun? = first
            if failure.check == .divergence { second = candidateWorker.run(arguments).results.first?.run }
            let failures = combine(0, first, second, cpuTimeout: cpuTimeout, wallTimeout: wallTimeout)
            if failures.contains(where: { $0.signature == failure.signature }) { return true }
        }
        return false
    }

    // MARK: Output

    /// A failure's class: its check and message, numbers and node ids blanked.
    static func signature(_ check: FuzzCheck, _ fullMessage: String) -> String {
        // A crash is classed by its signal (kept as is) and its message; other failures by
        // the message up to its first colon.
        var kept = ""
        var message = String(fullMessage.prefix { $0 != ":" })
        if check == .crash, let colon = fullMessage.range(of: ": ") {
            kept = String(fullMessage[..<colon.upperBound])
            message = String(fullMessage[colon.upperBound...])
        }
        var text = kept
        var lastWasDigit = false
        for character in message.prefix(100) {
            if character.isNumber {
                if !lastWasDigit { text.append("#") }
                lastWasDigit = true
            } else {
                text.append(character)
                lastWasDigit = false
            }
        }
        return check.rawValue + ": " + text
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A measured CPU time, to the hundredth of a second.
    static func cpu(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    /// Progress goes to standard error (its order depends on timing); the summary to standard output.
    private func progress(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
