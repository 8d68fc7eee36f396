// Models a view that holds the app's `@Observable` model in a stored `let` and
// shows one of its properties. Simplifies: it reads one property, `p<k>`, and a
// tap adds 1 to it; the value it read is logged (`FuzzObservableLog`), so the
// checks can say what a change reported to it must name.
import ViewSim

/// Holds the shared `@Observable` model in `let model` and shows `p<k>`; a tap adds 1 (and 1 to `p<also>`).
nonisolated struct FuzzObservableHolder: View {
    let model: FuzzObservableModel
    let property: Int
    /// A second property a tap adds 1 to, after `property`.
    let also: Int?
    let name: String
    let recorder: FuzzRecorder

    var body: some View {
        let _ = recorder.countBody("FuzzObservableHolder")
        let value = model.get(property)
        let _ = recorder.log.read(property, value)
        let recorder = self.recorder
        let property = self.property
        let also = self.also
        Text("\(value)")
            .onTapGesture { recorder.incrementObservable(property, also: also) }
            .accessibilityIdentifier(name)
    }
}
