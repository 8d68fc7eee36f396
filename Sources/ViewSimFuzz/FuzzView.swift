// Models an app's composite views with one generic interpreter: its body turns a
// `FuzzNode` into real viewsim views. Simplifies: the node decides the shape; the
// views that need their own dynamic properties (@State, @StateObject,
// @ObservedObject, @Environment) are separate small types below it.
import Foundation
import ViewSim

/// The view that interprets a `FuzzNode`. Counts its real body calls.
nonisolated struct FuzzView: View {
    let node: FuzzNode
    let scope: FuzzScope
    /// The value passed from above (`FuzzSource.parent`).
    let value: Int

    var body: some View {
        let _ = scope.recorder.countBody("FuzzView")
        content
    }

    private func child(_ node: FuzzNode, value: Int? = nil) -> FuzzView {
        FuzzView(node: node, scope: scope, value: value ?? self.value)
    }

    private func read(_ source: FuzzSource) -> Int { scope.read(source, parent: value) }

    @ViewBuilder private var content: some View {
        switch node {
        case .leaf:
            Text("leaf \(value)")
        case .stack(let kind, let children):
            let indexed = Array(children.enumerated())
            switch kind {
            case .vstack: VStack { ForEach(indexed, id: \.offset) { child($0.element) } }
            case .hstack: HStack { ForEach(indexed, id: \.offset) { child($0.element) } }
            case .zstack: ZStack { ForEach(indexed, id: \.offset) { child($0.element) } }
            }
        case .arranged(let arrangement, let source, let children):
            arranged(arrangement, read(source), children)
        case .reader(let source, let name, let animation):
            let scope = self.scope
            let parent = self.value
            Text("\(read(source))")
                .onTapGesture { scope.write(source, scope.read(source, parent: parent) &+ 1, animation: animation) }
                .accessibilityIdentifier(name)
        case .conditional(let source, let then, let otherwise):
            if read(source) % 2 == 0 { child(then) } else { child(otherwise) }
        case .forEach(let list, let row):
            ForEach(scope.items(list), id: \.self) { item in child(row, value: item) }
        case .list(let list, let name, let plain, let row):
            FuzzListView(list: list, row: row, scope: scope, name: name, plain: plain)
        case .stateHost(let initial, let node):
            FuzzStateHost(node: node, scope: scope, value: value, state: initial)
        case .stateObjectHost(let node):
            FuzzStateObjectHost(node: node, scope: scope, value: value)
        case .observedReader(let k, let name):
            FuzzObservedReader(model: scope.published, property: k, name: name, recorder: scope.recorder)
        case .observableHolder(let k, let name, let inState, let also):
            if inState {
                FuzzObservableStateHolder(recorder: scope.recorder, property: k, also: also, name: name)
            } else {
                let recorder = scope.recorder
                FuzzObservableHolder(
                    model: recorder.observable, property: k, also: also, name: name, recorder: recorder)
            }
        case .environmentModel(let node):
            child(node).environment(scope.recorder.observable)
        case .environmentHolder(let k, let name, let required, let bindable, let also):
            if required {
                FuzzRequiredEnvironmentHolder(
                    property: k, also: also, bindable: bindable, name: name, recorder: scope.recorder)
            } else {
                FuzzEnvironmentHolder(property: k, also: also, bindable: bindable, name: name, recorder: scope.recorder)
            }
        case .environmentWrite(let source, let node):
            child(node).environment(\.fuzzValue, read(source))
        case .environmentReader(let node):
            FuzzEnvironmentReader(node: node, scope: scope)
        case .animated(let animation, let source, let node):
            let current = read(source)
            child(node)
                .opacity(Double(((current % 5) + 5) % 5) / 4)
                .animation(animation.animation, value: current)
        case .transitioned(let transition, let node):
            child(node).transition(transition.transition)
        case .transaction(let transaction, let node):
            switch transaction {
            case .disablesAnimations:
                child(node).transaction { $0.disablesAnimations = true }
            case .setAnimation(let animation):
                let resolved = animation.animation
                child(node).transaction { $0.animation = resolved }
            case .onValue(let source, let animation):
                let resolved = animation.animation
                child(node).transaction(value: read(source)) { $0.animation = resolved }
            }
        case .timeline(let schedule, let node):
            FuzzTimeline(schedule: schedule, node: node, scope: scope, value: value)
        case .phaseAnimator(let phases, let trigger, let animation, let node):
            let resolved = animation.animation
            if let trigger {
                PhaseAnimator(phases, trigger: read(trigger)) { phase in
                    child(node, value: FuzzView.hundredths(phase)).scaleEffect(CGFloat(phase))
                } animation: { _ in
                    resolved
                }
            } else {
                PhaseAnimator(phases) { phase in
                    child(node, value: FuzzView.hundredths(phase)).scaleEffect(CGFloat(phase))
                } animation: { _ in
                    resolved
                }
            }
        case .keyframeAnimator(let keyframes, let trigger, let node):
            if let trigger {
                KeyframeAnimator(initialValue: 0.0, trigger: read(trigger)) { level in
                    child(node, value: FuzzView.hundredths(level)).opacity(level)
                } keyframes: { _ in
                    FuzzView.track(keyframes)
                }
            } else {
                KeyframeAnimator(initialValue: 0.0, repeating: true) { level in
                    child(node, value: FuzzView.hundredths(level)).opacity(level)
                } keyframes: { _ in
                    FuzzView.track(keyframes)
                }
            }
        case .onChangeLoop(let source, let node):
            let scope = self.scope
            child(node).onChange(of: read(source)) { _, new in scope.write(source, new &+ 1) }
        case .mainQueueHop(let source, let viaTask, let forever, let node):
            let _ = enqueueHop(source, viaTask: viaTask, forever: forever)
            child(node)
        case .bodyWrite(let source, let node):
            let _ = scope.write(source, read(source) &+ 1)
            child(node)
        case .control(let control, let source, let name):
            FuzzControlView(control: control, source: source, name: name, scope: scope, value: value)
        case .lazy(let lazy, let name, let row):
            FuzzLazyView(lazy: lazy, name: name, row: row, scope: scope)
        case .navigationStack(let name, let node):
            FuzzNavigationStack(node: node, scope: scope, value: value, name: name)
        case .gestured(let gesture, let name, let node):
            FuzzGestureHost(gesture: gesture, node: node, scope: scope, value: value, name: name)
        case .preferenceSet(let set, let node):
            FuzzPreferenceSetter(set: set, node: node, scope: scope, value: value)
        case .preferenceReader(let key, let name, let node):
            FuzzPreferenceReader(key: key, name: name, node: node, scope: scope, value: value)
        case .anchored(let center, let node):
            FuzzAnchored(center: center, node: node, scope: scope, value: value)
        case .feedback(let feedback, let name):
            FuzzFeedbackHost(feedback: feedback, name: name, recorder: scope.recorder)
        case .presenter(let kind, let name, let node):
            FuzzPresenter(node: node, scope: scope, value: value, kind: kind, name: name)
        case .scrollView(let scroll, let name, let jump, let node):
            FuzzScrollView(scroll: scroll, node: node, scope: scope, value: value, name: name, jump: jump)
        case .canvas(let source):
            let current = read(source)
            let recorder = scope.recorder
            Canvas { context, size in
                recorder.countCanvasRun()
                let x = CGFloat(((current % 7) + 7) % 7)
                context.fill(Path(CGRect(x: x, y: 0, width: 1, height: 1)), with: .color(.red))
                if current % 2 == 0 {
                    context.stroke(Path(ellipseIn: CGRect(x: 0, y: 0, width: x + 1, height: 2)), with: .color(.blue))
                }
            }
        case .cgCanvas(let source, let calls):
            let current = read(source)
            let recorder = scope.recorder
            Canvas { context, _ in
                recorder.countCanvasRun()
                context.translateBy(x: CGFloat(((current % 5) + 5) % 5), y: 0)
                context.withCGContext { cgContext in
                    for call in calls { call.apply(to: cgContext) }
                }
            }
        case .layout(let layout, let node):
            laidOut(layout, child(node))
        case .decorated(let alignment, let background, let node, let decoration):
            if background {
                child(node).background(alignment: alignment.alignment) { child(decoration) }
            } else {
                child(node).overlay(alignment: alignment.alignment) { child(decoration) }
            }
        case .spacer(let minLength):
            Spacer(minLength: minLength.map { CGFloat($0) })
        case .image(let resizable):
            if resizable { Image("x").resizable() } else { Image("x") }
        case .button(let look, let target, let disabled, let name):
            FuzzButton(look: look, target: target, disabled: disabled, name: name, scope: scope, parent: value)
        case .display(let kind, let source):
            let shown = read(source)
            switch kind {
            case 0: ProgressView(value: Double(shown % 5), total: 4).progressViewStyle(.linear)
            case 1:
                ProgressView("\(shown)", value: Double(shown % 5), total: Double(shown % 3)).progressViewStyle(
                    .circular)
            case 2:
                if shown % 2 == 0 {
                    Label("\(shown)", systemImage: "star")
                } else {
                    Label("\(shown)", systemImage: "star").labelStyle(.titleOnly)
                }
            default:
                HStack {
                    Text("\(shown)")
                    Divider()
                }
            }
        case .geometryReader(let node):
            GeometryReader { proxy in
                VStack {
                    Text("\(FuzzView.whole(proxy.size.width)) × \(FuzzView.whole(proxy.size.height))")
                    child(node, value: FuzzView.whole(proxy.size.width))
                }
            }
        case .task(let task, let node):
            let run = FuzzTaskRun(scope: scope, task: task, parent: value)
            if let id = task.id {
                child(node).task(id: read(id)) { await run.run() }
            } else {
                child(node).task { await run.run() }
            }
        case .taskTap(let task, let name):
            let run = FuzzTaskRun(scope: scope, task: task, parent: value)
            let recorder = scope.recorder
            Text("\(read(task.target))")
                .onTapGesture {
                    // A tap cancels the task the previous tap started, then starts its own (a "restart").
                    if task.throwsCancellation {
                        let handle = Task { @MainActor in try await run.runThrowing() }
                        recorder.restartTapTask(name) { handle.cancel() }
                    } else {
                        let handle = Task { @MainActor in await run.run() }
                        recorder.restartTapTask(name) { handle.cancel() }
                    }
                }
                .accessibilityIdentifier(name)
        case .asyncAfterTap(let delay, let target, let animation, let name):
            let run = FuzzTaskRun(
                scope: scope, task: FuzzTask(waits: [], target: target, animation: animation), parent: value)
            Text("\(read(target))")
                .onTapGesture { DispatchQueue.main.asyncAfter(deadline: .now() + delay) { run.runAsyncAfter() } }
                .accessibilityIdentifier(name)
        case .deep(let levels, let node):
            // The chain passes no changing input down (value 0): a timeline above a
            // chain thousands of levels deep would otherwise re-run every level at every
            // entry, which costs seconds per case without testing anything new; the
            // deep-tree tests (DeepTreeTests) cover changes that reach every level.
            FuzzDeep(remaining: levels, node: node, scope: scope, value: 0)
        }
    }

    /// `.layout`: the modifier around `content`, its lengths read now.
    @ViewBuilder private func laidOut(_ layout: FuzzLayout, _ content: FuzzView) -> some View {
        let length = { (length: FuzzLength) -> CGFloat in length.value(read) }
        switch layout {
        case .frame(let width, let height, let alignment):
            content.frame(width: width.map(length), height: height.map(length), alignment: alignment.alignment)
        case .flexibleFrame(
            let minWidth, let idealWidth, let maxWidth, let minHeight, let idealHeight, let maxHeight, let alignment):
            content.frame(
                minWidth: minWidth.map(length), idealWidth: idealWidth.map(length), maxWidth: maxWidth.map(length),
                minHeight: minHeight.map(length), idealHeight: idealHeight.map(length),
                maxHeight: maxHeight.map(length),
                alignment: alignment.alignment)
        case .padding(let amount):
            if let amount { content.padding(length(amount)) } else { content.padding() }
        case .offset(let x, let y):
            content.offset(x: length(x), y: length(y))
        case .position(let x, let y):
            content.position(x: length(x), y: length(y))
        case .aspectRatio(let ratio, let fill):
            content.aspectRatio(ratio.map(length), contentMode: fill ? .fill : .fit)
        case .fixedSize(let horizontal, let vertical):
            content.fixedSize(horizontal: horizontal, vertical: vertical)
        }
    }

    /// A length in whole points as an `Int` (a proxy's size for the child's `.parent`); -1 when it is not finite or too large.
    static func whole(_ value: CGFloat) -> Int {
        let rounded = value.rounded()
        return rounded.isFinite && abs(rounded) < 1e9 ? Int(rounded) : -1
    }

    /// `.mainQueueHop`: enqueues `source = value + 1` on the main queue while the
    /// value is not 3 modulo 4 (always when `forever`).
    func enqueueHop(_ source: FuzzSource, viaTask: Bool, forever: Bool) {
        let value = read(source)
        guard forever || value % 4 != 3 else { return }
        let hop = FuzzHop(scope: scope, source: source, value: value &+ 1)
        if viaTask {
            Task { @MainActor in hop.run() }
        } else if value % 2 == 1 {
            // The `qos:` form is simulated as the plain one: same queue, same order.
            DispatchQueue.main.async(qos: .userInitiated) { hop.run() }
        } else if value % 4 == 2 {
            // So is the `group:` form: the group is entered now and left once the hop ran.
            DispatchQueue.main.async(group: DispatchGroup()) { hop.run() }
        } else {
            DispatchQueue.main.async { hop.run() }
        }
    }

    /// A phase or keyframe value as the child's integer value (`.parent`), so an
    /// animation below can follow it; -1 when it is not finite or too large.
    static func hundredths(_ value: Double) -> Int {
        let scaled = (value * 100).rounded()
        return scaled.isFinite && abs(scaled) < 1e9 ? Int(scaled) : -1
    }

    /// The keyframes as one track over a `Double`.
    static func track(_ keyframes: [FuzzKeyframe]) -> some Keyframes<Double> {
        KeyframeTrack {
            for keyframe in keyframes {
                if keyframe.kind == .linear {
                    LinearKeyframe(keyframe.value, duration: keyframe.duration)
                } else if keyframe.kind == .cubic {
                    CubicKeyframe(keyframe.value, duration: keyframe.duration)
                } else if keyframe.kind == .spring {
                    SpringKeyframe(keyframe.value, duration: keyframe.duration)
                } else {
                    MoveKeyframe(keyframe.value)
                }
            }
        }
    }
}

extension FuzzView {
    /// `children` arranged by `arrangement`, with `value` read from its source.
    @ViewBuilder fileprivate func arranged(_ arrangement: FuzzArrangement, _ value: Int, _ children: [FuzzNode])
        -> some View
    {
        let indexed = Array(children.enumerated())
        switch arrangement {
        case .anyLayout:
            let layouts = [
                AnyLayout(HStackLayout()), AnyLayout(VStackLayout(alignment: .leading)), AnyLayout(ZStackLayout()),
                AnyLayout(GridLayout()),
            ]
            let layout = layouts[((value % 4) + 4) % 4]
            layout { ForEach(indexed, id: \.offset) { child($0.element) } }
        case .grid:
            let split = (indexed.count + 1) / 2
            Grid {
                GridRow { ForEach(indexed.prefix(split), id: \.offset) { child($0.element) } }
                ForEach(indexed.dropFirst(split), id: \.offset) { item in
                    GridRow { child(item.element).gridCellColumns(((value + item.offset) % 6 + 6) % 6) }
                }
            }
        case .viewThatFits:
            let axes: [Axis.Set] = [[.horizontal, .vertical], .horizontal, .vertical, []]
            ViewThatFits(in: axes[((value % 4) + 4) % 4]) { ForEach(indexed, id: \.offset) { child($0.element) } }
        default:
            FuzzArrangedLayout(arrangement: arrangement, value: value) {
                ForEach(indexed, id: \.offset) { child($0.element) }
            }
        }
    }
}
