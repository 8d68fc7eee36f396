// Models what a fuzz view inherits from above: the run's recorder (models and
// body counts), the nearest `@State` as a binding, the nearest `ObservableObject`.
import ViewSim

/// What a fuzz view can reach, passed down the tree.
struct FuzzScope {
    let recorder: FuzzRecorder
    var binding: Binding<Int>?
    var published: FuzzPublishedModel

    init(recorder: FuzzRecorder) {
        self.recorder = recorder
        self.binding = nil
        self.published = recorder.published
    }

    /// The current value of `source`; `parent` is the value passed in.
    func read(_ source: FuzzSource, parent: Int) -> Int {
        switch source {
        case .parent: return parent
        case .binding: return binding?.wrappedValue ?? parent
        case .observable(let k): return recorder.observable.get(k)
        case .published(let k): return published.get(k)
        }
    }

    /// Writes `value` to `source` (nothing for `parent`), inside `withAnimation` unless `animation` is `.none`.
    func write(_ source: FuzzSource, _ value: Int, animation: FuzzAnimation = .none) {
        let store = {
            switch source {
            case .parent: break
            case .binding: binding?.wrappedValue = value
            case .observable(let k): recorder.writeObservable(k, value)
            case .published(let k): published.set(k, value)
            }
        }
        if animation == .none { store() } else { withAnimation(animation.animation) { store() } }
    }

    /// The ids of a shared list.
    func items(_ list: FuzzList) -> [Int] {
        switch list {
        case .observable: return recorder.observable.items
        case .published: return published.items
        }
    }
}
