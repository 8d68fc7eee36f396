import ViewSim
import Foundation

struct LoopView: View {
    @State private var flag = false
    var body: some View {
        TimelineView(.periodic(from: .simNow, by: 2.0)) { timeline in
            Text("Hello")
                .foregroundStyle(flag ? Color.red : Color.blue)
                .onChange(of: timeline.date) { (date: Date) in
                    flag.toggle()
                }
        }
    }
}

final class QuipDatabase: ObservableObject {
    static let sentences = ["one", "two", "three"]
    @Published var sentence: String = QuipDatabase.sentences[0]
    var idx = 0
    func advance() { idx = (idx + 1) % QuipDatabase.sentences.count; sentence = QuipDatabase.sentences[idx] }
}
struct QuipExample: View {
    var body: some View {
        TimelineView(.periodic(from: .simNow, by: 3.0)) { timeline in
            QuipView(date: timeline.date)
        }
    }
}
struct QuipView: View {
    @StateObject var quips = QuipDatabase()
    let date: Date
    var body: some View {
        Text("_\(quips.sentence)_")
            .onChange(of: date) { _ in quips.advance() }
    }
}
struct ManyFaces: View {
    static let emoji = ["😀", "😬", "😄", "🙂"]
    var body: some View {
        TimelineView(.periodic(from: .simNow, by: 0.2)) { timeline in
            HStack(spacing: 120) {
                let randomEmoji = ManyFaces.emoji.randomElement(using: &Simulation.random) ?? ""
                Text(randomEmoji).font(.largeTitle).scaleEffect(4.0)
                SubView()
            }
        }
    }
    struct SubView: View {
        var body: some View {
            let randomEmoji = ManyFaces.emoji.randomElement(using: &Simulation.random) ?? ""
            Text(randomEmoji).font(.largeTitle).scaleEffect(4.0)
        }
    }
}

let sim = Simulation(LoopView())
try sim.step("wait 2s") { try sim.advance(by: 2.1) }
print(sim.trace.text())
let q = Simulation(QuipExample())
try q.step("wait") { try q.advance(by: 3.1) }
print(q.trace.text(step: 1))
print(q.trace.summary(step: 1))
let f = Simulation(ManyFaces())
try f.step("wait") { try f.advance(by: 0.25) }
print(f.trace.text())
print(f.snapshot().textTree().render())
