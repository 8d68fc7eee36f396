// Models reducing a failing case to a small one that still fails: greedy
// passes over smaller candidates (drop script steps, replace subtrees by a leaf
// or by one of their children, drop stack children, halve deep chains, simplify
// numbers, animations and task code), keeping the first candidate that still fails, until
// none does or the budget is spent. Simplifies: greedy, not exhaustive; the
// predicate decides what "still fails" means (the supervisor runs each
// candidate in a worker subprocess, so hangs and crashes shrink too).

/// Shrinks failing cases.
public struct FuzzShrinker {
    /// The most candidates to try.
    public var maxAttempts: Int

    public init(maxAttempts: Int = 400) {
        self.maxAttempts = maxAttempts
    }

    /// What shrinking did.
    public struct Result: Sendable {
        public let fuzzCase: FuzzCase
        /// Candidates tried.
        public let attempts: Int
        /// Candidates that still failed (and were kept).
        public let steps: Int
        /// Whether the budget ran out before no candidate was left.
        public let exhaustedBudget: Bool
    }

    /// The smallest case found for which `stillFails` holds, starting from `fuzzCase` (which must fail).
    public func shrink(_ fuzzCase: FuzzCase, stillFails: (FuzzCase) -> Bool) -> Result {
        var current = fuzzCase
        var attempts = 0
        var steps = 0
        var improved = true
        while improved {
            improved = false
            for candidate in FuzzShrinker.candidates(of: current) where candidate != current {
                guard attempts < maxAttempts else {
                    return Result(fuzzCase: current, attempts: attempts, steps: steps, exhaustedBudget: true)
                }
                attempts += 1
                if stillFails(candidate) {
                    current = candidate
                    steps += 1
                    improved = true
                    break
                }
            }
        }
        return Result(fuzzCase: current, attempts: attempts, steps: steps, exhaustedBudget: false)
    }

    /// Smaller or simpler variants of a case, most promising first.
    public static func candidates(of fuzzCase: FuzzCase) -> [FuzzCase] {
        var result: [FuzzCase] = []
        func with(tree: FuzzNode? = nil, script: [FuzzStep]? = nil) -> FuzzCase {
            var copy = fuzzCase
            if let tree { copy.tree = tree }
            if let script { copy.script = script }
            return copy
        }
        let script = fuzzCase.script
        // The script: none, the first half, the second half, then one step less.
        if !script.isEmpty { result.append(with(script: [])) }
        if script.count > 2 {
            result.append(with(script: Array(script.prefix(script.count / 2))))
            result.append(with(script: Array(script.suffix(script.count - script.count / 2))))
        }
        for index in script.indices.reversed() {
            var shorter = script
            shorter.remove(at: index)
            result.append(with(script: shorter))
        }
        // The tree: every subtree replaced by a leaf, by each of its children, or by simpler forms.
        for path in paths(in: fuzzCase.tree) {
            guard let node = node(at: path, in: fuzzCase.tree) else { continue }
            if node != .leaf { result.append(with(tree: replacing(at: path, in: fuzzCase.tree, with: .leaf))) }
            for child in node.children {
                result.append(with(tree: replacing(at: path, in: fuzzCase.tree, with: child)))
            }
            for simpler in simplerForms(of: node) {
                result.append(with(tree: replacing(at: path, in: fuzzCase.tree, with: simpler)))
            }
        }
        // Script numbers and animations.
        for index in script.indices {
            for simpler in simplerForms(of: script[index]) {
                var copy = script
                copy[index] = simpler
                result.append(with(script: copy))
            }
        }
        return result
    }

    /// Paths (child indices from the root) to every node, the root first.
    static func paths(in tree: FuzzNode) -> [[Int]] {
        var result: [[Int]] = [[]]
        for (index, child) in tree.children.enumerated() {
            result += paths(in: child).map { [index] + $0 }
        }
        return result
    }

    static func node(at path: [Int], in tree: FuzzNode) -> FuzzNode? {
        guard let first = path.first else { return tree }
        let children = tree.children
        guard first < children.count else { return nil }
        return node(at: Array(path.dropFirst()), in: children[first])
    }

    static func replacing(at path: [Int], in tree: FuzzNode, with replacement: FuzzNode) -> FuzzNode {
        guard let first = path.first else { return replacement }
        var children = tree.children
        guard first < children.count else { return tree }
        children[first] = replacing(at: Array(path.dropFirst()), in: children[first], with: replacement)
        return tree.replacingChildren(children)
    }

    /// Simpler versions of one node, its children kept.
    static func simplerForms(of node: FuzzNode) -> [FuzzNode] {
        switch node {
        case .stack(let kind, let children):
            var forms: [FuzzNode] = []
            for index in children.indices {
                var fewer = children
                fewer.remove(at: index)
                forms.append(.stack(kind, fewer))
            }
            if kind != .vstack { forms.append(.stack(.vstack, children)) }
            return forms
        case .arranged(let arrangement, let source, let children):
            var forms: [FuzzNode] = children.indices.map { index in
                var fewer = children
                fewer.remove(at: index)
                return .arranged(arrangement, source, fewer)
            }
            forms += simpler(source).map { .arranged(arrangement, $0, children) }
            forms.append(.stack(.vstack, children))
            return forms
        case .reader(let source, let name, let animation):
            return simpler(animation).map { .reader(source, name: name, animation: $0) }
                + simpler(source).map { .reader($0, name: name, animation: animation) }
        case .conditional(let source, let then, let otherwise):
            return simpler(source).map { .conditional($0, then: then, otherwise: otherwise) }
        case .stateHost(let initial, let child):
            return initial == 0 ? [] : [.stateHost(initial: 0, child: child)]
        case .observedReader(let k, let name): return k == 0 ? [] : [.observedReader(0, name: name)]
        case .observableHolder(let k, let name, let inState, let also):
            return (also == nil ? [] : [.observableHolder(k, name: name, inState: inState, also: nil)])
                + (inState ? [.observableHolder(k, name: name, inState: false, also: also)] : [])
                + (k == 0 ? [] : [.observableHolder(0, name: name, inState: inState, also: also)])
        case .environmentHolder(let k, let name, let required, let bindable, let also):
            return
                (also == nil
                ? [] : [.environmentHolder(k, name: name, required: required, bindable: bindable, also: nil)])
                + (bindable ? [.environmentHolder(k, name: name, required: required, bindable: false, also: also)] : [])
                + (k == 0
                    ? [] : [.environmentHolder(0, name: name, required: required, bindable: bindable, also: also)])
        case .environmentWrite(let source, let child):
            return simpler(source).map { .environmentWrite($0, child: child) }
        case .animated(let animation, let source, let child):
            return simpler(animation).map { .animated($0, source, child: child) }
                + simpler(source).map { .animated(animation, $0, child: child) }
        case .transaction(let transaction, let child):
            return transaction == .disablesAnimations ? [] : [.transaction(.disablesAnimations, child: child)]
        case .transitioned(let transition, let child):
            return transition.simpler.map { .transitioned($0, child: child) }
        case .timeline(let schedule, let child):
            return simpler(schedule).map { .timeline($0, child: child) }
        case .phaseAnimator(let phases, let trigger, let animation, let child):
            var forms: [FuzzNode] = phases.indices.map { index in
                var fewer = phases
                fewer.remove(at: index)
                return .phaseAnimator(fewer, trigger: trigger, animation, child: child)
            }
            forms += simpler(animation).map { .phaseAnimator(phases, trigger: trigger, $0, child: child) }
            forms += simplerNumbers(phases).map { .phaseAnimator($0, trigger: trigger, animation, child: child) }
            if trigger != nil { forms.append(.phaseAnimator(phases, trigger: nil, animation, child: child)) }
            return forms
        case .keyframeAnimator(let keyframes, let trigger, let child):
            var forms: [FuzzNode] = keyframes.indices.map { index in
                var fewer = keyframes
                fewer.remove(at: index)
                return .keyframeAnimator(fewer, trigger: trigger, child: child)
            }
            for index in keyframes.indices {
                var keyframe = keyframes[index]
                if !isSimple(keyframe.value) || !isSimple(keyframe.duration) || keyframe.kind != .linear {
                    keyframe = FuzzKeyframe(
                        .linear, isSimple(keyframe.value) ? keyframe.value : 1,
                        duration: isSimple(keyframe.duration) ? keyframe.duration : 1)
                    var copy = keyframes
                    copy[index] = keyframe
                    forms.append(.keyframeAnimator(copy, trigger: trigger, child: child))
                }
            }
            if trigger != nil { forms.append(.keyframeAnimator(keyframes, trigger: nil, child: child)) }
            return forms
        case .onChangeLoop(let source, let child): return simpler(source).map { .onChangeLoop($0, child: child) }
        case .bodyWrite(let source, let child): return simpler(source).map { .bodyWrite($0, child: child) }
        case .mainQueueHop(let source, let viaTask, let forever, let child):
            var forms = simpler(source).map {
                FuzzNode.mainQueueHop($0, viaTask: viaTask, forever: forever, child: child)
            }
            if viaTask { forms.append(.mainQueueHop(source, viaTask: false, forever: forever, child: child)) }
            if forever { forms.append(.mainQueueHop(source, viaTask: viaTask, forever: false, child: child)) }
            return forms
        case .deep(let levels, let child):
            guard levels > 1 else { return [] }
            return [
                .deep(levels: levels / 2, child: child), .deep(levels: levels * 3 / 4, child: child),
                .deep(levels: levels - 1, child: child),
            ]
        case .canvas(let source): return simpler(source).map { .canvas($0) }
        case .cgCanvas(let source, let calls):
            // Fewer calls (the first half, all but the last), then a simpler source.
            var forms: [FuzzNode] = []
            if calls.count > 1 { forms.append(.cgCanvas(source, Array(calls.prefix(calls.count / 2)))) }
            if !calls.isEmpty { forms.append(.cgCanvas(source, Array(calls.dropLast()))) }
            return forms + simpler(source).map { .cgCanvas($0, calls) }
        case .navigationStack: return []
        case .gestured(let gesture, let name, let child):
            return gesture.simpler.map { .gestured($0, name: name, child: child) }
        case .preferenceSet(let set, let child):
            guard set.value != .constant(0) else { return [] }
            return [.preferenceSet(FuzzPreferenceSet(set.key, .constant(0)), child: child)]
        case .preferenceReader: return []
        case .anchored(let center, let child): return center ? [.anchored(center: false, child: child)] : []
        case .feedback(let feedback, let name):
            return feedback.geometry ? [.feedback(FuzzFeedback(feedback.kind, base: feedback.base), name: name)] : []
        case .scrollView(let scroll, let name, let jump, let child):
            var plain = scroll
            (plain.disabled, plain.behavior, plain.animated) = (false, 0, false)
            return plain == scroll ? [] : [.scrollView(plain, name: name, jump: jump, child: child)]
        case .lazy(let lazy, let name, let row):
            // Fewer rows, no list, no tracks: each a simpler form.
            var forms: [FuzzNode] = []
            if lazy.count > 10 {
                forms.append(
                    .lazy(
                        FuzzLazy(kind: lazy.kind, list: lazy.list, count: 10, tracks: lazy.tracks), name: name, row: row
                    ))
            }
            if !lazy.tracks.isEmpty {
                forms.append(
                    .lazy(
                        FuzzLazy(
                            kind: lazy.kind, list: lazy.list, count: lazy.count,
                            tracks: [FuzzGridItem(size: 1, first: 10, second: nil, spacing: nil)]), name: name, row: row
                    ))
            }
            return forms
        case .presenter(let kind, let name, let child):
            return kind == .sheet ? [] : [.presenter(.sheet, name: name, child: child)]
        case .layout(let layout, let child): return simpler(layout).map { .layout($0, child: child) }
        case .decorated(let alignment, let background, let child, let decoration):
            return alignment == .center
                ? [] : [.decorated(.center, background: background, child: child, decoration: decoration)]
        case .spacer(let minLength): return minLength == nil ? [] : [.spacer(minLength: nil)]
        case .image(let resizable): return resizable ? [.image(resizable: false)] : []
        case .button(let look, let target, let disabled, let name):
            return (look == .none ? [] : [.button(.none, target: target, disabled: disabled, name: name)])
                + (disabled ? [.button(look, target: target, disabled: false, name: name)] : [])
                + simpler(target).map { .button(look, target: $0, disabled: disabled, name: name) }
        case .display(let kind, let source): return simpler(source).map { .display(kind, $0) }
        case .task(let task, let child): return simpler(task).map { .task($0, child: child) }
        case .taskTap(let task, let name): return simpler(task).map { .taskTap($0, name: name) }
        case .asyncAfterTap(let delay, let target, let animation, let name):
            return (delay == 0 ? [] : [.asyncAfterTap(delay: 0, target: target, animation: animation, name: name)])
                + simpler(animation).map { .asyncAfterTap(delay: delay, target: target, animation: $0, name: name) }
                + simpler(target).map { .asyncAfterTap(delay: delay, target: $0, animation: animation, name: name) }
        case .control(let control, let source, let name):
            return simpler(source).map { .control(control, $0, name: name) }
        case .list(let list, let name, let plain, let row):
            return plain ? [] : [.list(list, name: name, plain: true, row: row)]
        case .leaf, .forEach, .stateObjectHost, .environmentReader, .geometryReader, .environmentModel: return []
        }
    }

    /// Simpler task code: no id, fewer waits, each wait a yield, one round, a simpler write, no rethrow.
    static func simpler(_ task: FuzzTask) -> [FuzzTask] {
        var forms: [FuzzTask] = []
        func with(_ change: (inout FuzzTask) -> Void) {
            var copy = task
            change(&copy)
            forms.append(copy)
        }
        if task.id != nil { with { $0.id = nil } }
        if task.waits.count > 1 {
            for index in task.waits.indices { with { $0.waits.remove(at: index) } }
        }
        for index in task.waits.indices where task.waits[index] != .yield { with { $0.waits[index] = .yield } }
        if task.rounds != 1 { with { $0.rounds = 1 } }
        for animation in simpler(task.animation) { with { $0.animation = animation } }
        for target in simpler(task.target) { with { $0.target = target } }
        if let id = task.id { for source in simpler(id) { with { $0.id = source } } }
        if task.throwsCancellation { with { $0.throwsCancellation = false } }
        return forms
    }

    /// Simpler layout modifiers: each length fixed, or a simple number, or left out.
    static func simpler(_ layout: FuzzLayout) -> [FuzzLayout] {
        func lengths(_ length: FuzzLength) -> [FuzzLength] {
            switch length {
            case .fixed(let value): return isSimple(value) && value <= 10 ? [] : [.fixed(10)]
            case .unbounded: return [.fixed(10)]
            case .read(let source, let base, let step):
                return [.fixed(base)] + simpler(source).map { .read($0, base: base, step: step) }
                    + (isSimple(base) && isSimple(step)
                        ? [] : [.read(source, base: isSimple(base) ? base : 10, step: isSimple(step) ? step : 1)])
            }
        }
        func optional(_ length: FuzzLength?) -> [FuzzLength?] {
            guard let length else { return [] }
            return [nil] + lengths(length).map { $0 }
        }
        switch layout {
        case .frame(let width, let height, let alignment):
            return optional(width).map { .frame(width: $0, height: height, alignment) }
                + optional(height).map { .frame(width: width, height: $0, alignment) }
                + (alignment == .center ? [] : [.frame(width: width, height: height, .center)])
        case .flexibleFrame(let a, let b, let c, let d, let e, let f, let alignment):
            var forms: [FuzzLayout] = []
            let all = [a, b, c, d, e, f]
            for index in all.indices {
                for simpler in optional(all[index]) {
                    var copy = all
                    copy[index] = simpler
                    forms.append(
                        .flexibleFrame(
                            minWidth: copy[0], idealWidth: copy[1], maxWidth: copy[2],
                            minHeight: copy[3], idealHeight: copy[4], maxHeight: copy[5], alignment))
                }
            }
            if alignment != .center {
                forms.append(
                    .flexibleFrame(
                        minWidth: a, idealWidth: b, maxWidth: c, minHeight: d, idealHeight: e, maxHeight: f, .center))
            }
            return forms
        case .padding(let length): return optional(length).map { .padding($0) }
        case .offset(let x, let y):
            return lengths(x).map { .offset(x: $0, y: y) } + lengths(y).map { .offset(x: x, y: $0) }
        case .position(let x, let y):
            return lengths(x).map { .position(x: $0, y: y) } + lengths(y).map { .position(x: x, y: $0) }
        case .aspectRatio(let ratio, let fill):
            return optional(ratio).map { .aspectRatio($0, fill: fill) }
                + (fill ? [.aspectRatio(ratio, fill: false)] : [])
        case .fixedSize(let horizontal, let vertical):
            return horizontal && vertical
                ? [.fixedSize(horizontal: true, vertical: false), .fixedSize(horizontal: false, vertical: true)] : []
        }
    }

    static func simplerForms(of step: FuzzStep) -> [FuzzStep] {
        switch step {
        case .tap: return []
        case .set(let source, let value, let animation):
            return (value == 1 ? [] : [.set(source, 1, animation: animation)])
                + simpler(animation).map { .set(source, value, animation: $0) }
                + simpler(source).map { .set($0, value, animation: animation) }
        case .edit(let list, let edit, let animation):
            return simpler(animation).map { .edit(list, edit, animation: $0) }
        case .advance(let seconds): return simplerNumbers([seconds]).map { .advance($0[0]) }
        case .advanceFrames(let count): return count == 1 ? [] : [.advanceFrames(1), .advanceFrames(count / 2)]
        case .runUntilIdle(let timeout): return simplerNumbers([timeout]).map { .runUntilIdle($0[0]) }
        case .control(let action, let name):
            if case .slide(let value) = action { return simplerNumbers([value]).map { .control(.slide($0[0]), name) } }
            return []
        case .press(let name, let seconds): return simplerNumbers([seconds]).map { .press(name, $0[0]) }
        case .back, .dismiss: return []
        case .navigate(let value): return value == 1 ? [] : [.navigate(1)]
        case .list(let verb, let name):
            if case .select = verb { return [] }
            return [.list(.select(0), name)]
        case .scroll(let name, let distance): return simplerNumbers([distance]).map { .scroll(name, $0[0]) }
        case .scrollTo(let name, let id): return id == 0 ? [] : [.scrollTo(name, 0)]
        case .touch(let touch, let name):
            if case .taps(let count) = touch { return count == 1 ? [] : [.touch(.taps(1), name)] }
            return simplerNumbers(touch.numbers).map { .touch(touch.with($0), name) }
        }
    }

    static func simpler(_ source: FuzzSource) -> [FuzzSource] {
        switch source {
        case .observable(let k) where k != 0: return [.observable(0)]
        case .published(let k) where k != 0: return [.published(0)]
        default: return []
        }
    }

    static func simpler(_ animation: FuzzAnimation) -> [FuzzAnimation] {
        switch animation {
        case .none: return []
        case .default: return [.none]
        case .linear(let d): return isSimple(d) ? [.none, .default] : [.none, .default, .linear(1)]
        case .repeatCount(let base, _, _), .delay(let base, _), .speed(let base, _): return [.none, .default, base]
        case .repeatForever(let base, let autoreverses):
            return [.none, .default, base]
                + (base == .linear(1) ? [] : [.repeatForever(.linear(1), autoreverses: autoreverses)])
        default: return [.none, .default, .linear(1)]
        }
    }

    static func simpler(_ schedule: FuzzSchedule) -> [FuzzSchedule] {
        switch schedule {
        case .everyMinute: return []
        case .explicit(let dates):
            return [.everyMinute]
                + dates.indices.map { index in
                    var fewer = dates
                    fewer.remove(at: index)
                    return .explicit(fewer)
                }
        case .cyclic(let offsets, let period):
            return [.everyMinute]
                + (offsets.count > 1
                    ? offsets.indices.map { index in
                        var fewer = offsets
                        fewer.remove(at: index)
                        return .cyclic(offsets: fewer, period: period)
                    } : [])
        case .periodic(let start, let interval):
            return [.everyMinute] + (isSimple(start) ? [] : [.periodic(startOffset: 0, interval: interval)])
                + (isSimple(interval) ? [] : [.periodic(startOffset: start, interval: 1)])
        case .animation(let minimum, let paused):
            return [.everyMinute] + (minimum == nil ? [] : [.animation(minimumInterval: nil, paused: paused)])
                + (paused ? [.animation(minimumInterval: minimum, paused: false)] : [])
        }
    }

    /// Whole numbers of moderate size, and the special values a bug may need, count as simple.
    static func isSimple(_ value: Double) -> Bool {
        !value.isFinite || (value == value.rounded() && abs(value) <= 10)
    }

    static func simplerNumbers(_ values: [Double]) -> [[Double]] {
        var result: [[Double]] = []
        for index in values.indices where !isSimple(values[index]) || values[index] > 1 {
            for replacement in [0.0, 1.0, values[index].rounded()]
            where replacement != values[index] && replacement.isFinite {
                var copy = values
                copy[index] = replacement
                result.append(copy)
            }
        }
        return result
    }
}
