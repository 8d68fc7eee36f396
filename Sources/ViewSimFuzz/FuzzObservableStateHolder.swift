// Models a view that keeps the app's `@Observable` model in `@State` (the usual
// way to own one) and shows one of its properties. Simplifies: the `@State`
// starts as the run's shared model, so scripts and other views write the same
// object; it reads `p<k>`, a tap adds 1, and the value it read is logged.
import ViewSim

/// Keeps the shared `@Observable` model in `@State var model` and shows `p<k>`; a tap adds 1 (and 1 to `p<also>`).
nonisolated struct FuzzObservableStateHolder: View {
    @State var model: FuzzObservableModel
    let property: Int
    /// A second property a tap adds 1 to, after `property`.
    let also: Int?
    let name: String
    let recorder: FuzzRecorder

    init(recorder: FuzzRecorder, property: Int, also: Int?, name: String) {
        _model = State(initialValue: recorder.observable)
        self.property = property
        self.also = also
        self.name = name
        self.recorder = recorder
    }

    var body: some View {
        let _ = recorder.countBody("FuzzObservableStateHolder")
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
