// Models a random view tree as data. `FuzzView` interprets it with real viewsim
// views (stacks, conditionals, ForEach, @State, @Binding, observable models, the
// environment, timelines, animations, animators, onChange, body writes, layout
// modifiers, geometry readers, tasks and `asyncAfter`, environment objects and
// `@Bindable`), so one
// generic view type covers every shape the generator makes. Simplifies: every
// value is an `Int`; names for taps are given by the generator.

/// A view tree, as data. Its `description` is a Swift expression that builds it.
public indirect enum FuzzNode: Codable, Equatable, Sendable, CustomStringConvertible {
    /// `Text("…")`.
    case leaf
    /// A `VStack`, `HStack` or `ZStack` of children.
    case stack(FuzzStackKind, [FuzzNode])
    /// `Text(value)` named `name`; a tap adds 1 to the source (inside `withAnimation` when `animation` is not `.none`).
    case reader(FuzzSource, name: String, animation: FuzzAnimation)
    /// `if value is even { then } else { otherwise }`.
    case conditional(FuzzSource, then: FuzzNode, otherwise: FuzzNode)
    /// `ForEach(list, id: \.self) { item in row }` (the row gets the item as `.parent`).
    case forEach(FuzzList, row: FuzzNode)
    /// A view with `@State var value = initial`; the child gets `$value` as `.binding`.
    case stateHost(initial: Int, child: FuzzNode)
    /// A view with `@StateObject var model`; the child's `.published` sources read it.
    case stateObjectHost(child: FuzzNode)
    /// A view with `@ObservedObject var model` (the nearest published model) that shows `p<k>`, named `name`.
    case observedReader(Int, name: String)
    /// A view that holds the shared `@Observable` model (in `@State` when `inState`, else in
    /// `let model`) and shows `p<k>`, named `name`; a tap adds 1 to it, then (in the same
    /// action) 1 to `p<also>` when `also` is given.
    case observableHolder(Int, name: String, inState: Bool, also: Int?)
    /// `child.environment(model)`: puts the shared `@Observable` model in the environment.
    case environmentModel(child: FuzzNode)
    /// A view with `@Environment(FuzzObservableModel.self)` (the optional form unless `required`,
    /// which the generator puts only below an `environmentModel`) that shows `p<k>`, named `name`;
    /// a tap adds 1 to it through `$model.p<k>` of a `@Bindable` when `bindable`, else directly,
    /// then 1 to `p<also>` when given.
    case environmentHolder(Int, name: String, required: Bool, bindable: Bool, also: Int?)
    /// `.environment(\.fuzzValue, value)` around the child.
    case environmentWrite(FuzzSource, child: FuzzNode)
    /// A view with `@Environment(\.fuzzValue)`; the child gets it as `.parent`.
    case environmentReader(child: FuzzNode)
    /// `.opacity(…)` of the value, with `.animation(animation, value: value)`.
    case animated(FuzzAnimation, FuzzSource, child: FuzzNode)
    /// A transaction modifier around the child.
    case transaction(FuzzTransaction, child: FuzzNode)
    /// `child.transition(transition)`: the child of a conditional or a `ForEach` row that comes and goes.
    case transitioned(FuzzTransition, child: FuzzNode)
    /// `TimelineView(schedule) { context in child }`.
    case timeline(FuzzSchedule, child: FuzzNode)
    /// `PhaseAnimator(phases, trigger: source?) { phase in child.scaleEffect(phase) } animation: { _ in animation }`.
    case phaseAnimator([Double], trigger: FuzzSource?, FuzzAnimation, child: FuzzNode)
    /// `KeyframeAnimator(initialValue: 0.0, trigger: source?)` (repeating without a trigger).
    case keyframeAnimator([FuzzKeyframe], trigger: FuzzSource?, child: FuzzNode)
    /// `.onChange(of: value) { source = value + 1 }`: writes what it watches.
    case onChangeLoop(FuzzSource, child: FuzzNode)
    /// Writes `source = value + 1` inside `body`, then shows the child.
    case bodyWrite(FuzzSource, child: FuzzNode)
    /// In `body`, while `value % 4 != 3` (or always, when `forever`), enqueues
    /// `source = value + 1` on the main queue (`DispatchQueue.main.async`, or
    /// `Task { @MainActor in … }` when `viaTask`), then shows the child.
    case mainQueueHop(FuzzSource, viaTask: Bool, forever: Bool, child: FuzzNode)
    /// `levels` nested views, then the child.
    case deep(levels: Int, child: FuzzNode)
    /// A `Canvas` whose renderer fills a rectangle at the value of `source` (read by the body).
    case canvas(FuzzSource)
    /// A `Canvas` whose renderer makes `calls` on `withCGContext`'s `CGContext`, translated by
    /// the value of `source` (read by the body).
    case cgCanvas(FuzzSource, [FuzzCGCall])
    /// A layout modifier (`.frame`, `.padding`, `.offset`, `.position`, `.aspectRatio`, `.fixedSize`) around the child.
    case layout(FuzzLayout, child: FuzzNode)
    /// `child.overlay(alignment: alignment) { decoration }` (`.background` when `background`).
    case decorated(FuzzAlignment, background: Bool, child: FuzzNode, decoration: FuzzNode)
    /// `Spacer(minLength:)`.
    case spacer(minLength: Double?)
    /// `GeometryReader { proxy in VStack { Text("w × h"); child } }`; the child gets the proxy's width (whole points) as `.parent`.
    case geometryReader(child: FuzzNode)
    /// `Image("x")`, `.resizable()` when `resizable`.
    case image(resizable: Bool)
    /// `child.task { … }`, or `.task(id: value) { … }` when the task has an id: the task's code runs
    /// `FuzzTask` (waits, then a write) and logs each step.
    case task(FuzzTask, child: FuzzNode)
    /// `Text(target)` named `name`; a tap cancels the task the previous tap started and starts
    /// `Task { … }` running the task's code (its id is not used).
    case taskTap(FuzzTask, name: String)
    /// `Button("\(target)", role:) { target += 1 }` named `name` under a style (`look`), tinted,
    /// `.disabled` when `disabled`.
    case button(FuzzButtonLook, target: FuzzSource, disabled: Bool, name: String)
    /// A `ProgressView` (kind 0, linear; 1, circular), `Label` (2) or `Divider` (3) showing the value.
    case display(Int, FuzzSource)
    /// `Text(target)` named `name`; a tap calls `DispatchQueue.main.asyncAfter(deadline: .now() + delay)`
    /// with work that adds 1 to `target` (inside `withAnimation` unless `.none`).
    case asyncAfterTap(delay: Double, target: FuzzSource, animation: FuzzAnimation, name: String)
    /// An input control bound to `source`, named `name` (`FuzzControlView`).
    case control(FuzzControl, FuzzSource, name: String)
    /// `NavigationStack` over the child with a link named `name` on every screen (a tap pushes).
    case navigationStack(name: String, child: FuzzNode)
    /// A lazy container in a `ScrollView` named `name`; each row is `row` with its item as `.parent`.
    case lazy(FuzzLazy, name: String, row: FuzzNode)
    /// The child and a view named `name` whose tap presents `kind`.
    case presenter(FuzzPresentation, name: String, child: FuzzNode)
    /// A `List` named `name` over `list`'s items, editable and selectable (`FuzzListView`).
    case list(FuzzList, name: String, plain: Bool, row: FuzzNode)
    /// A scroll view named `name` over rows and the child, with a `scrollTo` tap named `jump`.
    case scrollView(FuzzScroll, name: String, jump: String, child: FuzzNode)

    /// `arrangement` of the children (a layout container), reading `source`.
    case arranged(FuzzArrangement, FuzzSource, [FuzzNode])
    /// The child with a gesture attached as `gesture` says, in a view named `name` that holds the
    /// gesture's `@GestureState` and the `@State` its callbacks write (`FuzzGestureHost`).
    case gestured(FuzzGesture, name: String, child: FuzzNode)

    /// The child with a value of a fuzz preference key set or transformed (`FuzzPreferenceSetter`).
    case preferenceSet(FuzzPreferenceSet, child: FuzzNode)
    /// The child read with `onPreferenceChange(key)`, the value shown beside it, named `name`
    /// (`FuzzPreferenceReader`).
    case preferenceReader(FuzzPreferenceKey, name: String, child: FuzzNode)
    /// The child's bounds (or centre) set as an anchor and read back in an overlay (`FuzzAnchored`).
    case anchored(center: Bool, child: FuzzNode)
    /// A view measured after layout whose reader writes `extra`, named `name` (`FuzzFeedbackHost`).
    case feedback(FuzzFeedback, name: String)

    /// Direct children, in order.
    public var children: [FuzzNode] {
        switch self {
        case .leaf, .reader, .observedReader, .observableHolder, .canvas, .cgCanvas, .spacer, .image, .taskTap,
            .asyncAfterTap, .control, .environmentHolder, .button, .display, .feedback:
            return []
        case .stack(_, let children), .arranged(_, _, let children): return children
        case .decorated(_, _, let child, let decoration): return [child, decoration]
        case .conditional(_, let then, let otherwise): return [then, otherwise]
        case .forEach(_, let row), .list(_, _, _, let row): return [row]
        case .stateHost(_, let child), .stateObjectHost(let child), .environmentWrite(_, let child),
            .environmentModel(let child),
            .environmentReader(let child), .animated(_, _, let child), .transaction(_, let child),
            .transitioned(_, let child),
            .timeline(_, let child), .phaseAnimator(_, _, _, let child), .keyframeAnimator(_, _, let child),
            .onChangeLoop(_, let child), .bodyWrite(_, let child), .deep(_, let child),
            .mainQueueHop(_, _, _, let child), .layout(_, let child), .geometryReader(let child), .task(_, let child),
            .navigationStack(_, let child), .presenter(_, _, let child), .scrollView(_, _, _, let child),
            .lazy(_, _, let child), .gestured(_, _, let child), .preferenceSet(_, let child),
            .preferenceReader(_, _, let child), .anchored(_, let child):
            return [child]
        }
    }

    /// The same node with its children replaced (in the order `children` lists them).
    public func replacingChildren(_ new: [FuzzNode]) -> FuzzNode {
        guard new.count == children.count else { return self }
        switch self {
        case .leaf, .reader, .observedReader, .observableHolder, .canvas, .cgCanvas, .spacer, .image, .taskTap,
            .asyncAfterTap, .control, .environmentHolder, .button, .display, .feedback:
            return self
        case .environmentModel: return .environmentModel(child: new[0])
        case .stack(let kind, _): return .stack(kind, new)
        case .arranged(let arrangement, let source, _): return .arranged(arrangement, source, new)
        case .task(let task, _): return .task(task, child: new[0])
        case .layout(let layout, _): return .layout(layout, child: new[0])
        case .decorated(let alignment, let background, _, _):
            return .decorated(alignment, background: background, child: new[0], decoration: new[1])
        case .geometryReader: return .geometryReader(child: new[0])
        case .conditional(let source, _, _): return .conditional(source, then: new[0], otherwise: new[1])
        case .forEach(let list, _): return .forEach(list, row: new[0])
        case .list(let list, let name, let plain, _): return .list(list, name: name, plain: plain, row: new[0])
        case .stateHost(let initial, _): return .stateHost(initial: initial, child: new[0])
        case .stateObjectHost: return .stateObjectHost(child: new[0])
        case .environmentWrite(let source, _): return .environmentWrite(source, child: new[0])
        case .environmentReader: return .environmentReader(child: new[0])
        case .animated(let animation, let source, _): return .animated(animation, source, child: new[0])
        case .transitioned(let transition, _): return .transitioned(transition, child: new[0])
        case .transaction(let transaction, _): return .transaction(transaction, child: new[0])
        case .timeline(let schedule, _): return .timeline(schedule, child: new[0])
        case .phaseAnimator(let phases, let trigger, let animation, _):
            return .phaseAnimator(phases, trigger: trigger, animation, child: new[0])
        case .keyframeAnimator(let keyframes, let trigger, _):
            return .keyframeAnimator(keyframes, trigger: trigger, child: new[0])
        case .onChangeLoop(let source, _): return .onChangeLoop(source, child: new[0])
        case .bodyWrite(let source, _): return .bodyWrite(source, child: new[0])
        case .mainQueueHop(let source, let viaTask, let forever, _):
            return .mainQueueHop(source, viaTask: viaTask, forever: forever, child: new[0])
        case .deep(let levels, _): return .deep(levels: levels, child: new[0])
        case .navigationStack(let name, _): return .navigationStack(name: name, child: new[0])
        case .lazy(let lazy, let name, _): return .lazy(lazy, name: name, row: new[0])
        case .presenter(let kind, let name, _): return .presenter(kind, name: name, child: new[0])
        case .gestured(let gesture, let name, _): return .gestured(gesture, name: name, child: new[0])
        case .preferenceSet(let set, _): return .preferenceSet(set, child: new[0])
        case .preferenceReader(let key, let name, _): return .preferenceReader(key, name: name, child: new[0])
        case .anchored(let center, _): return .anchored(center: center, child: new[0])
        case .scrollView(let scroll, let name, let jump, _):
            return .scrollView(scroll, name: name, jump: jump, child: new[0])
        }
    }

    /// How many nodes the tree has (a `deep` chain counts its levels).
    public var size: Int {
        var own = 1
        if case .deep(let levels, _) = self { own = max(1, levels) }
        return own + children.reduce(0) { $0 + $1.size }
    }

    /// The names a script can tap, in tree order.
    public var names: [String] {
        switch self {
        case .reader(_, let name, _), .observedReader(_, let name), .observableHolder(_, let name, _, _),
            .environmentHolder(_, let name, _, _, _), .button(_, _, _, let name),
            .taskTap(_, let name), .asyncAfterTap(_, _, _, let name), .control(_, _, let name),
            .feedback(_, let name):
            return [name]
        case .navigationStack(let name, let child), .presenter(_, let name, let child),
            .gestured(_, let name, let child):
            return [name] + child.names
        case .scrollView(_, let name, let jump, let child): return [name, jump] + child.names
        case .lazy(_, let name, let child): return [name] + child.names
        default: return children.flatMap(\.names)
        }
    }

    public var description: String { render(indent: 0) }

    /// The Swift expression, indented for reading.
    func render(indent: Int) -> String {
        let pad = String(repeating: "    ", count: indent + 1)
        let close = String(repeating: "    ", count: indent)
        func child(_ node: FuzzNode) -> String { node.render(indent: indent + 1) }
        switch self {
        case .leaf: return ".leaf"
        case .stack(let kind, let children):
            if children.isEmpty { return ".stack(\(kind), [])" }
            return ".stack(\(kind), [\n" + children.map { pad + child($0) + ",\n" }.joined() + close + "])"
        case .arranged(let arrangement, let source, let children):
            if children.isEmpty { return ".arranged(\(arrangement), \(source), [])" }
            return ".arranged(\(arrangement), \(source), [\n" + children.map { pad + child($0) + ",\n" }.joined()
                + close + "])"
        case .reader(let source, let name, let animation):
            return ".reader(\(source), name: \(FuzzNumber.quoted(name)), animation: \(animation))"
        case .conditional(let source, let then, let otherwise):
            return ".conditional(\(source),\n\(pad)then: \(child(then)),\n\(pad)otherwise: \(child(otherwise)))"
        case .forEach(let list, let row): return ".forEach(\(list), row: \(child(row)))"
        case .stateHost(let initial, let node): return ".stateHost(initial: \(initial), child: \(child(node)))"
        case .stateObjectHost(let node): return ".stateObjectHost(child: \(child(node)))"
        case .observedReader(let k, let name): return ".observedReader(\(k), name: \(FuzzNumber.quoted(name)))"
        case .observableHolder(let k, let name, let inState, let also):
            let also = also.map(String.init) ?? "nil"
            return ".observableHolder(\(k), name: \(FuzzNumber.quoted(name)), inState: \(inState), also: \(also))"
        case .environmentModel(let node): return ".environmentModel(child: \(child(node)))"
        case .environmentHolder(let k, let name, let required, let bindable, let also):
            let also = also.map(String.init) ?? "nil"
            return
                ".environmentHolder(\(k), name: \(FuzzNumber.quoted(name)), required: \(required), bindable: \(bindable), also: \(also))"
        case .environmentWrite(let source, let node): return ".environmentWrite(\(source), child: \(child(node)))"
        case .environmentReader(let node): return ".environmentReader(child: \(child(node)))"
        case .animated(let animation, let source, let node):
            return ".animated(\(animation), \(source), child: \(child(node)))"
        case .transaction(let transaction, let node): return ".transaction(\(transaction), child: \(child(node)))"
        case .transitioned(let transition, let node): return ".transitioned(\(transition), child: \(child(node)))"
        case .timeline(let schedule, let node): return ".timeline(\(schedule), child: \(child(node)))"
        case .phaseAnimator(let phases, let trigger, let animation, let node):
            return
                ".phaseAnimator(\(FuzzNumber.swift(phases)), trigger: \(trigger.map { "\($0)" } ?? "nil"), \(animation), child: \(child(node)))"
        case .keyframeAnimator(let keyframes, let trigger, let node):
            return
                ".keyframeAnimator([\(keyframes.map(\.description).joined(separator: ", "))], trigger: \(trigger.map { "\($0)" } ?? "nil"), child: \(child(node)))"
        case .onChangeLoop(let source, let node): return ".onChangeLoop(\(source), child: \(child(node)))"
        case .bodyWrite(let source, let node): return ".bodyWrite(\(source), child: \(child(node)))"
        case .mainQueueHop(let source, let viaTask, let forever, let node):
            return ".mainQueueHop(\(source), viaTask: \(viaTask), forever: \(forever), child: \(child(node)))"
        case .deep(let levels, let node): return ".deep(levels: \(levels), child: \(child(node)))"
        case .canvas(let source): return ".canvas(\(source))"
        case .cgCanvas(let source, let calls):
            return ".cgCanvas(\(source), [\(calls.map(\.description).joined(separator: ", "))])"
        case .layout(let layout, let node): return ".layout(\(layout), child: \(child(node)))"
        case .decorated(let alignment, let background, let node, let decoration):
            return
                ".decorated(\(alignment), background: \(background),\n\(pad)child: \(child(node)),\n\(pad)decoration: \(child(decoration)))"
        case .control(let control, let source, let name):
            return ".control(.\(control.rawValue), \(source), name: \(FuzzNumber.quoted(name)))"
        case .spacer(let minLength): return ".spacer(minLength: \(minLength.map { FuzzNumber.swift($0) } ?? "nil"))"
        case .geometryReader(let node): return ".geometryReader(child: \(child(node)))"
        case .image(let resizable): return ".image(resizable: \(resizable))"
        case .button(let look, let target, let disabled, let name):
            return ".button(\(look), target: \(target), disabled: \(disabled), name: \(FuzzNumber.quoted(name)))"
        case .display(let kind, let source): return ".display(\(kind), \(source))"
        case .task(let task, let node): return ".task(\(task), child: \(child(node)))"
        case .taskTap(let task, let name): return ".taskTap(\(task), name: \(FuzzNumber.quoted(name)))"
        case .asyncAfterTap(let delay, let target, let animation, let name):
            return
                ".asyncAfterTap(delay: \(FuzzNumber.swift(delay)), target: \(target), animation: \(animation), name: \(FuzzNumber.quoted(name)))"
        case .navigationStack(let name, let node):
            return ".navigationStack(name: \(FuzzNumber.quoted(name)), child: \(child(node)))"
        case .lazy(let lazy, let name, let node):
            return ".lazy(\(lazy), name: \(FuzzNumber.quoted(name)), row: \(child(node)))"
        case .presenter(let kind, let name, let node):
            return ".presenter(\(kind), name: \(FuzzNumber.quoted(name)), child: \(child(node)))"
        case .gestured(let gesture, let name, let node):
            return ".gestured(\(gesture), name: \(FuzzNumber.quoted(name)), child: \(child(node)))"
        case .preferenceSet(let set, let node): return ".preferenceSet(\(set), child: \(child(node)))"
        case .preferenceReader(let key, let name, let node):
            return ".preferenceReader(\(key), name: \(FuzzNumber.quoted(name)), child: \(child(node)))"
        case .anchored(let center, let node): return ".anchored(center: \(center), child: \(child(node)))"
        case .feedback(let feedback, let name): return ".feedback(\(feedback), name: \(FuzzNumber.quoted(name)))"
        case .list(let list, let name, let plain, let row):
            return ".list(\(list), name: \(FuzzNumber.quoted(name)), plain: \(plain), row: \(child(row)))"
        case .scrollView(let scroll, let name, let jump, let node):
            return
                ".scrollView(\(scroll), name: \(FuzzNumber.quoted(name)), jump: \(FuzzNumber.quoted(jump)), child: \(child(node)))"
        }
    }
}
