// Models a view that reads the app's `@Observable` model with the non-optional
// `@Environment(FuzzObservableModel.self)`, generated only below a supplier
// (`.environmentModel`). Simplifies: as `FuzzEnvironmentHolder`, without the optional.
import Observation
import ViewSim

/// Reads the shared model from the environment with the non-optional form (inside a supplier).
nonisolated struct FuzzRequiredEnvironmentHolder: View {
    @Environment(FuzzObservableModel.self) var model
    let property: Int
    let also: Int?
    let bindable: Bool
    let name: String
    let recorder: FuzzRecorder

    var body: some View {
        let _ = recorder.countBody("FuzzRequiredEnvironmentHolder")
        let value = model.get(property)
        let _ = recorder.log.read(property, value)
        let recorder = self.recorder
        let property = self.property
        let also = self.also
        let binding = bindable ? FuzzEnvironmentHolder.binding(model, property) : nil
        Text("\(value)")
            .onTapGesture {
                if let binding {
                    recorder.log.write(property, old: binding.wrappedValue, new: binding.wrappedValue &+ 1)
                    binding.wrappedValue &+= 1
                    if let also { recorder.writeObservable(also, recorder.observable.get(also) &+ 1) }
                } else {
                    recorder.incrementObservable(property, also: also)
                }
            }
            .accessibilityIdentifier(name)
    }
}
