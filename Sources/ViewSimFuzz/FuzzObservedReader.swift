// Models a view that observes an `ObservableObject` it does not own (`@ObservedObject`).
import ViewSim

/// Shows `p<k>` of the model; a tap adds 1.
nonisolated struct FuzzObservedReader: View {
    @ObservedObject var model: FuzzPublishedModel
    let property: Int
    let name: String
    let recorder: FuzzRecorder

    var body: some View {
        let _ = recorder.countBody("FuzzObservedReader")
        let model = self.model
        let property = self.property
        Text("\(model.get(property))")
            .onTapGesture { model.set(property, model.get(property) &+ 1) }
            .accessibilityIdentifier(name)
    }
}
