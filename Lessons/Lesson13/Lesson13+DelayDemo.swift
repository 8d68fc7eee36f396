// The lesson's three delays (not in the seeds): the same second waited three
// ways side by side, `DispatchQueue.main.asyncAfter`, `Task.sleep` in a `.task`
// and a `TimelineView(.explicit(_:))` entry, with a log in the parent that
// outlives the rows. Edits from app code: `.now` → `.simNow` for the date.
import Foundation
import ViewSim

extension Lesson13 {
    /// The three delays, shown or hidden with a tap on "rows", and what landed.
    struct DelayDemo: View {
        @State private var shown = true
        @State private var log: [String] = []

        var body: some View {
            VStack {
                Text("rows")
                    .onTapGesture { shown.toggle() }
                    .accessibilityIdentifier("rows")
                if shown {
                    DelayRows(log: $log)
                }
                Text("landed: " + (log.isEmpty ? "nothing" : log.joined(separator: ", ")))
                    .accessibilityIdentifier("log")
            }
        }
    }

    /// One second, three ways; the first two write to the parent's log when they land.
    struct DelayRows: View {
        @Binding var log: [String]
        /// When the rows appeared (kept across updates: `@State` keeps its first value).
        @State private var start: Date = .simNow

        var body: some View {
            VStack {
                // lesson-code: lesson13-async-after
                Text("asyncAfter")
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                            log.append("asyncAfter")
                        }
                    }
                // end lesson-code: lesson13-async-after
                // lesson-code: lesson13-task-sleep
                Text("Task.sleep")
                    .task {
                        do {
                            try await Task.sleep(for: .seconds(1))
                            log.append("Task.sleep")
                        } catch {
                            // CancellationError: the row disappeared first
                        }
                    }
                // end lesson-code: lesson13-task-sleep
                // lesson-code: lesson13-timeline
                TimelineView(.explicit([start.addingTimeInterval(1)])) { context in
                    let elapsed = context.date.timeIntervalSince(start)
                    Text("TimelineView " + (elapsed < 1 ? "waiting" : "+\(elapsed) s"))
                        .accessibilityIdentifier("timeline")
                }
                // end lesson-code: lesson13-timeline
            }
        }
    }
}
