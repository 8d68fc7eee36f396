// Models a view that reads the app's `@Observable` model from the environment with
// `@Environment(FuzzObservableModel.self)` (the optional form outside any supplier) and shows
// one of its properties. Simplifies: a tap adds 1 through a `@Bindable` binding
// (`$model.p<k>`) or directly, logged as the other holders' writes are; its reads are not
// logged (without a supplier it reads nothing), so `observationName` checks only the general
// rule on its changes (`FuzzRequiredEnvironmentHolder` is checked as a holder).
import Observation
import ViewSim

/// Reads the shared model from the environment and shows `p<k>`; a tap adds 1 (and 1 to `p<also>`).
nonisolated struct FuzzEnvironmentHolder: View {
    @Environment(FuzzObservableModel.self) var model: FuzzObservableModel?
    let property: Int
    let also: Int?
    /// Whether the tap writes through `@Bindable var model = model` and `$model.p<k>`.
    let bindable: Bool
    let name: String
    let recorder: FuzzRecorder

    var body: some View {
        let _ = recorder.countBody("FuzzEnvironmentHolder")
        if let model {
            let value = model.get(property)
            let recorder = self.recorder
            let property = self.property
            let also = self.also
            let binding = bindable ? Self.binding(model, property) : nil
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
        } else {
            Text("no model").accessibilityIdentifier(name)
        }
    }

    /// `$model.p<k>`, made in a body as SwiftUI code does (`@Bindable var model = model`).
    static func binding(_ model: FuzzObservableModel, _ property: Int) -> Binding<Int> {
        @Bindable var model = model
        switch ((property % 8) + 8) % 8 {
        case 0: return $model.p0
        case 1: return $model.p1
        case 2: return $model.p2
        case 3: return $model.p3
        case 4: return $model.p4
        case 5: return $model.p5
        case 6: return $model.p6
        default: return $model.p7
        }
    }
}
