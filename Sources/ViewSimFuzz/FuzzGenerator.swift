// Models the random source of fuzz cases: seeded view trees and scripts over the
// enabled features, with sane (finite, reasonable) or extreme (NaN, ∞, huge,
// negative, zero) numbers. Same seed, index, mode and features → the same case,
// in any process.
//
// Why not x-sheep/swift-property-based (evaluated first, as issue 7 asks): its
// `propertyCheck` runs only inside a Swift Testing `@Test` (it checks
// `Test.Case.current` and reports through `Issue.record`), so it cannot drive a
// command; it runs and shrinks in-process, so a case that hangs or crashes takes
// the whole run down with no case to blame; its seeds and shrinking live inside
// that loop, while the long run needs a printed seed that reproduces one case in
// a fresh worker process, and a shrinker whose every candidate also runs in a
// subprocess. Its generators compose, but a recursive tree with feature gates is
// as short to write directly. So viewsim has its own seeded generator
// (`FuzzGenerator`) and shrinker (`FuzzShrinker`).

/// Makes fuzz cases from a seed.
public struct FuzzGenerator: Sendable {
    public let seed: UInt64
    public let mode: FuzzMode
    public let features: Set<FuzzFeature>

    /// - Parameters:
    ///   - features: what cases may use; sane cases also leave out `FuzzFeature.extremeOnly`.
    public init(seed: UInt64, mode: FuzzMode, features: Set<FuzzFeature> = Set(FuzzFeature.allCases)) {
        self.seed = seed
        self.mode = mode
        self.features = features
    }

    /// Case number `index` of the run.
    public func makeCase(_ index: Int) -> FuzzCase {
        var random = FuzzRandom(seed: seed, index: index)
        let caseMode: FuzzMode = mode == .mixed ? (random.chance(0.5) ? .extreme : .sane) : mode
        var state = Builder(
            random: random, mode: caseMode,
            features: caseMode == .sane ? features.subtracting(FuzzFeature.extremeOnly) : features)
        let tree = state.tree(depth: 0)
        let script = state.script()
        random = state.random
        return FuzzCase(mode: caseMode, tree: tree, script: script, seed: seed, index: index)
    }

    /// The generation state of one case.
    struct Builder {
        var random: FuzzRandom
        let mode: FuzzMode
        let features: Set<FuzzFeature>
        var names = 0
        var nodes = 0
        /// Observable properties handed out so far (one reader each without `observableSharedReads`).
        var nextObservable = 0
        var usedObservableList = false
        var usedDeep = false
        /// Inside a `ForEach` row, which becomes one view per item: a source there is read by several views.
        var repeated = 0
        /// Inside a phase or keyframe animator's content, whose value changes every frame.
        var insideAnimator = 0
        /// The controls in the tree, by name, for the script's verbs.
        var controls: [(name: String, control: FuzzControl)] = []
        /// The names of the lists in the tree (`FuzzListView`), for the list verbs.
        var lists: [String] = []
        /// The names of the scroll views made so far (the script scrolls them).
        var scrollNames: [String] = []
        /// Below an `environmentModel` (the shared model is in the environment).
        var insideSupplier = 0
        /// The names of the views with gestures made so far (the script touches them).
        var gestureNames: [String] = []
        /// The shared models' properties conditionals read (the script flips them to insert and remove).
        var conditionSources: [FuzzSource] = []
        /// The keys of the preference readers above (a setter below mostly sets one of them).
        var readerKeys: [FuzzPreferenceKey] = []
        /// Inside a lazy container's row (one view per row in the window, up to 100,000 rows).
        var insideLazy = 0

        let maxNodes = 40
        let maxDepth = 7

        var extreme: Bool { mode == .extreme }
        func has(_ feature: FuzzFeature) -> Bool { features.contains(feature) }

        // MARK: Tree

        mutating func tree(depth: Int) -> FuzzNode {
            nodes += 1
            if depth >= maxDepth || nodes >= maxNodes { return leafLike() }
            enum Kind {
                case leaf, stack, reader, conditional, forEach, stateHost, stateObjectHost, observedReader,
                    observableHolder
                case environmentWrite, environmentReader, animated, transaction, timeline, phase, keyframes,
                    onChangeLoop
                case bodyWrite, deep, mainQueueHop, canvas, cgCanvas, layout, decorated, geometryReader, image
                case task, taskTap, asyncAfterTap, control
                case environmentModel, environmentHolder
                case button, display
                case navigationStack, presenter
                case list
                case scrollView
                case lazy
                case arranged
                case gestured
                case preferenceSet, preferenceReader, anchored, feedback
            }
            var options: [(Kind, Int)] = [(.leaf, 3), (.stack, 8), (.reader, 6)]
            if has(.conditionals) { options.append((.conditional, 4)) }
            if has(.forEach) { options.append((.forEach, 3)) }
            if has(.state) { options.append((.stateHost, 4)) }
            if has(.published) { options += [(.stateObjectHost, 2), (.observedReader, 3)] }
            let holderProperty =
                has(.observableSharedReads) || (repeated == 0 && nextObservable < FuzzObservableModel.propertyCount)
            if has(.observable), holderProperty {
                options.append((.observableHolder, 3))
            }
            if has(.environment) { options += [(.environmentWrite, 2), (.environmentReader, 2)] }
            if has(.environmentObjects) {
                options.append((.environmentModel, 2))
                if holderProperty { options.append((.environmentHolder, 3)) }
            }
            if has(.animations) || has(.repeatForever) { options.append((.animated, 4)) }
            if has(.transactions) { options.append((.transaction, 2)) }
            if has(.timelines) || has(.badSchedules) { options.append((.timeline, 3)) }
            if has(.phaseAnimator) { options.append((.phase, 2)) }
            if has(.keyframeAnimator) { options.append((.keyframes, 2)) }
            if has(.onChangeLoops) { options.append((.onChangeLoop, 2)) }
            if has(.bodyWriteState) || has(.bodyWriteShared) { options.append((.bodyWrite, 1)) }
            if has(.deep), !usedDeep { options.append((.deep, 1)) }
            if has(.mainQueueHops) { options.append((.mainQueueHop, 1)) }
            if has(.canvas) { options.append((.canvas, 2)) }
            if has(.cgContext) { options.append((.cgCanvas, 2)) }
            if has(.layout) { options += [(.layout, 6), (.decorated, 2), (.geometryReader, 2), (.image, 2)] }
            if has(.tasks) { options += [(.task, 5), (.taskTap, 3), (.asyncAfterTap, 2)] }
            if has(.controls) { options.append((.control, 4)) }
            if has(.buttonStyles) { options += [(.button, 4), (.display, 2)] }
            if has(.navigation) { options += [(.navigationStack, 2), (.presenter, 3)] }
            if has(.lists) { options.append((.list, 3)) }
            if has(.scroll) { options.append((.scrollView, 3)) }
            if has(.lazy), repeated == 0 { options.append((.lazy, 3)) }
            if has(.customLayouts) { options.append((.arranged, 4)) }
            if has(.gestures) { options.append((.gestured, 5)) }
            if has(.preferences) {
                options += [(.preferenceSet, readerKeys.isEmpty ? 2 : 6), (.preferenceReader, 3), (.anchored, 2)]
                // A lazy row's loop goes round in every row of the window, every frame: fewer of them.
                options.append((.feedback, insideLazy > 0 ? 1 : 3))
            }
            switch depth == 0 ? .stack : random.weighted(options) {
            case .leaf: return .leaf
            case .stack:
                let count = depth == 0 ? random.int(1...5) : random.int(0...4)
                var children: [FuzzNode] = []
                for _ in 0..<count { children.append(tree(depth: depth + 1)) }
                if has(.layout), random.chance(0.4) {
                    let minLength: Double? = random.chance(0.5) ? nil : layoutNumber(sane: 0...40)
                    children.insert(.spacer(minLength: minLength), at: random.int(0...children.count))
                }
                return .stack(random.pick([.vstack, .hstack, .zstack]), children)
            case .reader: return .reader(source(), name: name(), animation: random.chance(0.3) ? animation() : .none)
            case .conditional:
                let condition = source()
                switch condition {
                case .observable, .published: conditionSources.append(condition)
                default: break
                }
                return .conditional(
                    condition, then: transitioned(tree(depth: depth + 1)),
                    otherwise: transitioned(tree(depth: depth + 1)))
            case .forEach:
                var list: FuzzList = has(.published) && random.chance(0.5) ? .published : .observable
                if list == .observable,
                    !has(.observable) || (!has(.observableSharedReads) && (usedObservableList || repeated > 0))
                {
                    list = .published
                }
                if list == .observable { usedObservableList = true }
                if list == .published, !has(.published) { return .leaf }
                repeated += 1
                defer { repeated -= 1 }
                return .forEach(list, row: transitioned(tree(depth: depth + 2)))
            case .stateHost: return .stateHost(initial: random.int(0...3), child: tree(depth: depth + 1))
            case .stateObjectHost: return .stateObjectHost(child: tree(depth: depth + 1))
            case .observedReader: return .observedReader(random.int(0...2), name: name())
            case .observableHolder:
                // Without shared reads each property has one reader: the next one not handed out.
                var k = nextObservable
                if has(.observableSharedReads) { k = random.int(0...2) } else { nextObservable += 1 }
                // Sometimes a tap writes a second property in the same action (the same one, or another).
                let also = random.chance(0.35) ? random.int(0...(FuzzObservableModel.propertyCount - 1)) : nil
                return .observableHolder(k, name: name(), inState: random.chance(0.5), also: also)
            case .environmentModel:
                insideSupplier += 1
                defer { insideSupplier -= 1 }
                return .environmentModel(child: tree(depth: depth + 1))
            case .environmentHolder:
                var k = nextObservable
                if has(.observableSharedReads) { k = random.int(0...2) } else { nextObservable += 1 }
                let also = random.chance(0.35) ? random.int(0...(FuzzObservableModel.propertyCount - 1)) : nil
                return .environmentHolder(
                    k, name: name(), required: insideSupplier > 0 && random.chance(0.7), bindable: random.chance(0.5),
                    also: also)
            case .environmentWrite: return .environmentWrite(source(), child: tree(depth: depth + 1))
            case .environmentReader: return .environmentReader(child: tree(depth: depth + 1))
            case .animated: return .animated(animation(), source(), child: tree(depth: depth + 1))
            case .transaction:
                let transaction: FuzzTransaction = random.pick([
                    .disablesAnimations, .setAnimation(animation()), .onValue(source(), animation()),
                ])
                return .transaction(transaction, child: tree(depth: depth + 1))
            case .timeline: return .timeline(schedule(), child: tree(depth: depth + 1))
            case .phase:
                let count = random.int(extreme ? 0...4 : 1...4)
                var phases: [Double] = []
                for _ in 0..<count { phases.append(number(sane: 0.5...1.5)) }
                let trigger = random.chance(0.5) ? source() : nil
                let animation = animation()
                insideAnimator += 1
                defer { insideAnimator -= 1 }
                return .phaseAnimator(phases, trigger: trigger, animation, child: tree(depth: depth + 1))
            case .keyframes:
                let count = random.int(0...4)
                var keyframes: [FuzzKeyframe] = []
                for _ in 0..<count {
                    keyframes.append(
                        FuzzKeyframe(
                            random.pick([.linear, .cubic, .spring, .move]),
                            number(sane: 0...1), duration: number(sane: 0...1)))
                }
                let trigger = random.chance(0.5) ? source() : nil
                insideAnimator += 1
                defer { insideAnimator -= 1 }
                return .keyframeAnimator(keyframes, trigger: trigger, child: tree(depth: depth + 1))
            case .onChangeLoop: return .onChangeLoop(source(), child: tree(depth: depth + 1))
            case .mainQueueHop:
                return .mainQueueHop(
                    source(), viaTask: random.chance(0.5), forever: random.chance(0.2), child: tree(depth: depth + 1))
            case .bodyWrite:
                var target: FuzzSource = .binding
                if has(.bodyWriteShared), !has(.bodyWriteState) || random.chance(0.6) {
                    target = random.chance(0.5) ? .published(random.int(0...2)) : .observable(random.int(0...2))
                }
                return .bodyWrite(target, child: tree(depth: depth + 1))
            case .canvas: return .canvas(source())
            case .cgCanvas: return .cgCanvas(source(), cgCalls())
            case .layout: return .layout(layout(), child: tree(depth: depth + 1))
            case .decorated:
                let alignment = self.alignment()
                let background = random.chance(0.5)
                let child = tree(depth: depth + 1)
                // A small second view: a leaf, a reader or a stack of them.
                return .decorated(
                    alignment, background: background, child: child,
                    decoration: tree(depth: max(depth + 1, maxDepth - 1)))
            case .geometryReader: return .geometryReader(child: tree(depth: depth + 1))
            case .image: return .image(resizable: random.chance(0.6))
            case .button:
                return .button(
                    random.pick(FuzzButtonLook.allCases), target: source(), disabled: random.chance(0.2), name: name())
            case .display: return .display(random.int(0...3), source())
            case .task: return .task(fuzzTask(modifier: true), child: tree(depth: depth + 1))
            case .taskTap: return .taskTap(fuzzTask(modifier: false), name: name())
            case .navigationStack: return .navigationStack(name: name(), child: tree(depth: depth + 1))
            case .list:
                let list: FuzzList = has(.published) && random.chance(0.5) ? .published : .observable
                let name = name()
                lists.append(name)
                repeated += 1
                defer { repeated -= 1 }
                return .list(list, name: name, plain: random.chance(0.5), row: tree(depth: depth + 2))
            case .scrollView:
                let rows = random.int(0...12)
                let scroll = FuzzScroll(
                    axes: random.pick([0, 0, 1, 2]), rows: rows, disabled: random.chance(0.15),
                    behavior: random.pick([0, 0, 1, 2]), target: random.int(0...(rows + 3)),
                    animated: random.chance(0.4))
                let scrollName = name()
                scrollNames.append(scrollName)
                return .scrollView(scroll, name: scrollName, jump: name(), child: tree(depth: depth + 1))
            case .lazy:
                let kind = random.pick([FuzzLazy.Kind.vstack, .hstack, .vgrid, .hgrid])
                var list: FuzzList? = nil
                if has(.forEach), random.chance(0.4) {
                    list = has(.published) ? .published : (has(.observable) && !usedObservableList ? .observable : nil)
                    if list == .observable { usedObservableList = true }
                }
                let count = random.pick([0, 1, 3, 40, 1_000, 100_000])
                var tracks: [FuzzGridItem] = []
                if kind == .vgrid || kind == .hgrid {
                    for _ in 0..<(extreme && random.chance(0.1) ? 0 : random.int(1...4)) {
                        tracks.append(
                            FuzzGridItem(
                                size: random.int(0...2), first: number(sane: 10...120),
                                second: random.chance(0.5) ? nil : number(sane: 40...200),
                                spacing: random.chance(0.5) ? nil : number(sane: 0...16)))
                    }
                }
                let scrollName = name()
                scrollNames.append(scrollName)
                repeated += 1
                insideLazy += 1
                defer {
                    repeated -= 1
                    insideLazy -= 1
                }
                return .lazy(
                    FuzzLazy(kind: kind, list: list, count: count, tracks: tracks), name: scrollName,
                    row: tree(depth: depth + 2))
            case .gestured:
                let gesture = FuzzGesture(
                    gestureKind(), priority: random.weighted([(0, 3), (1, 2), (2, 2)]),
                    mask: random.chance(0.6) ? 0 : random.int(1...3), disabled: random.chance(0.1),
                    passThrough: random.chance(0.1), cover: random.chance(0.8) ? 0 : random.int(1...3),
                    spring: random.chance(0.4))
                let gestureName = name()
                gestureNames.append(gestureName)
                return .gestured(gesture, name: gestureName, child: tree(depth: depth + 1))
            case .preferenceSet:
                let key =
                    !readerKeys.isEmpty && random.chance(0.75)
                    ? random.pick(readerKeys) : random.pick(FuzzPreferenceKey.allCases)
                let value: FuzzPreferenceValue
                switch random.weighted([(0, 5), (1, 2), (2, 3)]) {
                case 0: value = .constant(random.int(0...9))
                case 1: value = .source(source())
                default: value = .transform(random.int(1...5))
                }
                return .preferenceSet(FuzzPreferenceSet(key, value), child: tree(depth: depth + 1))
            case .preferenceReader:
                let key = random.pick(FuzzPreferenceKey.allCases)
                let name = name()
                readerKeys.append(key)
                defer { readerKeys.removeLast() }
                return .preferenceReader(key, name: name, child: tree(depth: depth + 1))
            case .anchored: return .anchored(center: random.chance(0.5), child: tree(depth: depth + 1))
            case .feedback:
                var kind = random.pick(FuzzFeedback.Kind.allCases)
                if insideLazy > 0, kind.loops, random.chance(0.5) { kind = random.pick([.unrelated, .clamped]) }
                // A runaway loop triples the measured height every round: within a second its sizes
                // pass 1e20, which is not a sane case's reasonable numbers (where layout's sums lose
                // their small terms). Sane cases loop by steady steps instead; extreme cases keep it.
                if !extreme, kind == .diverging { kind = .increment }
                let base = kind == .clamped ? random.int(40...80) : random.int(kind.loops ? 1...40 : 0...80)
                return .feedback(FuzzFeedback(kind, base: base, geometry: random.chance(0.4)), name: name())
            case .arranged:
                let arrangement = random.pick(extreme ? FuzzArrangement.allCases : FuzzArrangement.sane)
                var children: [FuzzNode] = []
                for _ in 0..<random.int(0...4) { children.append(tree(depth: depth + 1)) }
                return .arranged(arrangement, source(), children)
            case .presenter:
                return .presenter(
                    random.pick(FuzzPresentation.allCases), name: name(), child: tree(depth: depth + 1))
            case .asyncAfterTap:
                let delays: [Double] =
                    extreme ? [0, 0.005, 0.1, 0.5, 2.5, 1e6, 2e9] : [0, 0.005, 0.1, 0.15, 0.5, 1, 2.5]
                return .asyncAfterTap(
                    delay: random.pick(delays), target: source(),
                    animation: random.chance(0.3) ? animation() : .none, name: name())
            case .control:
                let control = random.pick(FuzzControl.allCases)
                let name = name()
                controls.append((name, control))
                return .control(control, source(), name: name)
            case .deep:
                usedDeep = true
                // Extreme depth is for one chain. A row of a list or a lazy container is made once
                // per row created (20 to 50 in a window), so a row's chain gets the sane depth:
                // 40 chains of 4,000 levels is a 160,000-view tree, beyond what a case's CPU budget
                // means. One draw either way, so that the cases after this one do not change.
                let levels = random.int(extreme && repeated == 0 ? 500...4000 : 20...300)
                return .deep(levels: levels, child: tree(depth: depth + 1))
            }
        }

        // MARK: Tasks

        /// A task's code: one to three waits, a round or a few (or until cancelled), a write after them.
        mutating func fuzzTask(modifier: Bool) -> FuzzTask {
            var waits: [FuzzWait] = []
            for _ in 0..<random.int(1...3) { waits.append(wait()) }
            let id: FuzzSource? = modifier && random.chance(0.6) ? taskSource() : nil
            return FuzzTask(
                id: id, waits: waits, rounds: random.chance(0.15) ? 0 : random.int(1...3), target: source(),
                animation: random.chance(0.4) ? animation() : .none,
                throwsCancellation: !modifier && random.chance(0.5))
        }

        /// A source for a task's id: an `@Observable` property when the case may read one (Observation
        /// re-runs the body that read it, so the id changes; a `@Binding` or `ObservableObject` read
        /// through the fuzz scope re-runs only its host), else any source.
        mutating func taskSource() -> FuzzSource {
            if has(.observable), random.chance(0.8) {
                if has(.observableSharedReads) { return .observable(random.int(0...2)) }
                if repeated == 0, nextObservable < FuzzObservableModel.propertyCount {
                    nextObservable += 1
                    return .observable(nextObservable - 1)
                }
            }
            return source()
        }

        /// A wait: sleeps of every length (zero, sub-frame, frame-exact, long), a yield, and rarely
        /// one that never ends; extreme cases add negative, tiny and huge lengths.
        mutating func wait() -> FuzzWait {
            var seconds: [Double] = [0, 0.001, 1.0 / 60, 2.0 / 60, 0.1, 0.3, 0.5, 1, 2.5]
            var nanoseconds: [UInt64] = [0, 1_000_000, 16_666_667, 50_000_000, 300_000_000]
            if extreme {
                seconds += [-1, 1e-12, 1e6, 2e9, 0.1 + 1e-7]
                nanoseconds += [1, 999_999_999_999, UInt64.max]
            }
            switch random.weighted([(0, 6), (1, 3), (2, 3), (6, 2), (3, 3), (4, 1), (5, 1)]) {
            case 0: return .sleep(random.pick(seconds))
            case 1: return .sleepNanoseconds(random.pick(nanoseconds))
            case 2: return .clock(random.pick(seconds))
            case 6: return .until(random.pick(seconds))
            case 3: return .yield
            case 4: return .forever
            default: return .never
            }
        }

        mutating func leafLike() -> FuzzNode {
            random.chance(0.5) ? .leaf : .reader(source(), name: name(), animation: .none)
        }

        mutating func name() -> String {
            names += 1
            return "v\(names)"
        }

        /// A source to read: a binding, the parent value, or a model property.
        mutating func source() -> FuzzSource {
            var options: [(FuzzSource, Int)] = [(.parent, 2)]
            if has(.state) { options.append((.binding, 4)) }
            if has(.published) { options.append((.published(random.int(0...2)), 3)) }
            if has(.observable) {
                if has(.observableSharedReads) {
                    options.append((.observable(random.int(0...2)), 4))
                } else if repeated == 0, nextObservable < FuzzObservableModel.propertyCount {
                    options.append((.observable(nextObservable), 4))
                }
            }
            let chosen = random.weighted(options)
            if case .observable(let k) = chosen, !has(.observableSharedReads), k == nextObservable {
                nextObservable += 1
            }
            return chosen
        }

        // MARK: Layout

        mutating func layout() -> FuzzLayout {
            switch random.int(0...6) {
            case 0:
                let width = random.chance(0.7) ? length(sane: 0...200) : nil
                let height = random.chance(0.7) ? length(sane: 0...200) : nil
                return .frame(width: width, height: height, alignment())
            case 1:
                let minWidth = random.chance(0.4) ? length(sane: 0...100) : nil
                let idealWidth = random.chance(0.3) ? length(sane: 0...200) : nil
                let maxWidth = random.chance(0.5) ? (random.chance(0.5) ? .unbounded : length(sane: 0...300)) : nil
                let minHeight = random.chance(0.4) ? length(sane: 0...100) : nil
                let idealHeight = random.chance(0.3) ? length(sane: 0...200) : nil
                let maxHeight = random.chance(0.5) ? (random.chance(0.5) ? .unbounded : length(sane: 0...300)) : nil
                return .flexibleFrame(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                    minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment())
            case 2: return .padding(random.chance(0.3) ? nil : length(sane: 0...30))
            case 3: return .offset(x: length(sane: -50...50), y: length(sane: -50...50))
            case 4: return .position(x: length(sane: 0...300), y: length(sane: 0...600))
            case 5: return .aspectRatio(random.chance(0.3) ? nil : length(sane: 0.25...4), fill: random.chance(0.5))
            default: return .fixedSize(horizontal: random.chance(0.6), vertical: random.chance(0.6))
            }
        }

        /// A length: fixed, or read from a source (so a change of the source relayouts).
        mutating func length(sane range: ClosedRange<Double>) -> FuzzLength {
            guard random.chance(0.35) else { return .fixed(layoutNumber(sane: range)) }
            let base = layoutNumber(sane: range)
            let step = layoutNumber(sane: 0...((range.upperBound - range.lowerBound) / 8).rounded(.up))
            return .read(source(), base: base, step: step)
        }

        /// A number for layout: whole in sane cases, often extreme in extreme ones.
        mutating func layoutNumber(sane range: ClosedRange<Double>) -> Double {
            let value = number(sane: range)
            return range.contains(value) && range.upperBound - range.lowerBound > 8 ? value.rounded() : value
        }

        mutating func alignment() -> FuzzAlignment {
            random.pick([.center, .center, .leading, .trailing, .topLeading, .bottomTrailing])
        }

        // MARK: Core Graphics

        /// Up to 12 Core Graphics calls for a fuzz canvas, with points in 0…40 and angles in ±2π
        /// (extreme: NaN, ∞, huge, zero scales), saves and restores in any order.
        mutating func cgCalls() -> [FuzzCGCall] {
            var calls: [FuzzCGCall] = []
            for _ in 0..<random.int(1...12) {
                func point() -> Double { number(sane: 0...40) }
                let options: [(FuzzCGCall, Int)] = [
                    (.saveGState, 2), (.restoreGState, 2), (.translateBy(point(), point()), 1),
                    (.rotate(number(sane: -6.3...6.3)), 1), (.scaleBy(number(sane: 0.5...2), number(sane: 0.5...2)), 1),
                    (.move(point(), point()), 3), (.addLine(point(), point()), 3),
                    (.addRect(point(), point(), point(), point()), 1),
                    (.addEllipse(point(), point(), point(), point()), 1),
                    (.closePath, 1), (.fillPath(evenOdd: random.chance(0.3)), 2), (.strokePath, 2), (.clip, 1),
                    (.setLineWidth(number(sane: 0...5)), 1), (.setAlpha(number(sane: 0...1)), 1),
                    (.setFillGray(number(sane: 0...1)), 1), (.setShadow(number(sane: 0...4)), 1),
                ]
                calls.append(random.weighted(options))
            }
            return calls
        }

        // MARK: Numbers

        /// A number: in `sane` for sane cases; often an extreme value in extreme ones.
        /// `node`, with a random `.transition` half the time when transitions are on.
        mutating func transitioned(_ node: FuzzNode) -> FuzzNode {
            guard has(.transitions), random.chance(0.5) else { return node }
            return .transitioned(transition(), child: node)
        }

        mutating func transition(depth: Int = 0) -> FuzzTransition {
            var options: [(Int, Int)] = [(0, 4), (1, 1), (2, 2), (3, 2), (4, 3), (5, 2), (6, 2), (7, 1)]
            if depth < 2 { options += [(8, 2), (9, 2), (10, 2)] }
            switch random.weighted(options) {
            case 0: return .opacity
            case 1: return .identity
            case 2: return .scale(random.chance(0.5) ? nil : number(sane: 0...2))
            case 3: return .slide
            case 4: return .move(random.int(0...3))
            case 5: return .push(random.int(0...3))
            case 6: return .offset(number(sane: -100...100), number(sane: -100...100))
            case 7: return .blurReplace
            case 8: return .combined(transition(depth: depth + 1), transition(depth: depth + 1))
            case 9: return .asymmetric(insertion: transition(depth: depth + 1), removal: transition(depth: depth + 1))
            default: return .animated(transition(depth: depth + 1), animation())
            }
        }

        /// A gesture: mostly drags and taps, sometimes composed (not below `maxDepth` compositions),
        /// with minimum distances, durations and counts that extreme cases make NaN, ∞, 0 or negative.
        mutating func gestureKind(depth: Int = 0) -> FuzzGestureKind {
            var options: [(Int, Int)] = [(0, 5), (1, 3), (2, 1), (3, 2), (4, 2), (5, 2)]
            if depth == 0 { options += [(6, 2), (7, 1)] }
            if depth < 2 { options += [(8, 1), (9, 1), (10, 1)] }
            func count() -> Int { extreme && random.chance(0.3) ? random.pick([0, -1, 1_000]) : random.int(1...3) }
            switch random.weighted(options) {
            case 0: return .drag(random.chance(0.5) ? 10 : number(sane: 0...40))
            case 1: return .tap(count())
            case 2: return .spatialTap(count())
            case 3: return .longPress(number(sane: 0...1))
            case 4: return .magnify
            case 5: return .rotate
            case 6: return .onTap(count())
            case 7: return .onLongPress(number(sane: 0...1))
            case 8: return .sequenced(gestureKind(depth: depth + 1), gestureKind(depth: depth + 1))
            case 9: return .simultaneously(gestureKind(depth: depth + 1), gestureKind(depth: depth + 1))
            default: return .exclusively(gestureKind(depth: depth + 1), gestureKind(depth: depth + 1))
            }
        }

        /// A touch on a view with a gesture (sometimes on any named view, or a missing one): drags
        /// with holds and zero durations, paths, flings, long presses, pinches, rotations, multi-taps.
        mutating func touchStep(names: [String]) -> FuzzStep {
            var name = gestureNames.isEmpty || random.chance(0.15) ? random.pick(names) : random.pick(gestureNames)
            if extreme, random.chance(0.05) { name = "missing" }
            func distance() -> Double {
                if extreme, random.chance(0.3) {
                    return random.chance(0.3) ? random.pick([1e7, -1e12, 1_000_001]) : number(sane: -300...300)
                }
                return random.pick([0, 3, -8, 40, 150, -300, 600])
            }
            func seconds() -> Double { duration(sane: random.pick([0, 0, 0.05, 0.1, 0.25, 0.5, 1])) }
            let touch: FuzzTouch
            switch random.int(0...6) {
            case 0:
                touch = .drag(
                    distance(), distance(), duration: seconds(), hold: random.chance(0.25) ? seconds() : 0)
            case 1:
                var coordinates: [Double] = []
                for _ in 0..<(2 * random.int(extreme ? 0...4 : 1...4)) { coordinates.append(number(sane: 0...400)) }
                touch = .path(coordinates, duration: seconds())
            case 2: touch = .fling(distance(), distance(), duration: random.chance(0.5) ? 0.1 : seconds())
            case 3: touch = .longPress(seconds() + (random.chance(0.5) ? 0.5 : 0))
            case 4: touch = .pinch(number(sane: 0.2...3), duration: seconds())
            case 5: touch = .rotate(number(sane: -360...360), duration: seconds())
            default:
                touch = .taps(extreme && random.chance(0.3) ? random.pick([0, -1, 11]) : random.int(1...3))
            }
            return .touch(touch, name)
        }

        mutating func number(sane range: ClosedRange<Double>) -> Double {
            guard extreme, random.chance(0.4) else { return random.double(range) }
            var options: [Double] = [0, -0.0, -1, 1e-9, 1e-300, -1e-9, 1e6]
            if has(.nonFinite) { options += [.nan, .infinity, -.infinity] }
            if has(.hugeDurations) { options += [1e300, -1e300, .greatestFiniteMagnitude] }
            return random.pick(options)
        }

        mutating func animation(depth: Int = 0) -> FuzzAnimation {
            var options: [(FuzzAnimation, Int)] = [
                (.default, 3), (.linear(number(sane: 0.05...2)), 3), (.easeIn(number(sane: 0.05...2)), 1),
                (.easeOut(number(sane: 0.05...2)), 1), (.easeInOut(number(sane: 0.05...2)), 2),
                (
                    .timingCurve(
                        number(sane: 0...1), number(sane: 0...1), number(sane: 0...1), number(sane: 0...1),
                        duration: number(sane: 0.05...2)), 1
                ),
                (.spring(duration: number(sane: 0.1...2), bounce: number(sane: -0.5...0.9)), 2),
                (.smooth, 1), (.snappy, 1), (.bouncy, 1), (.interactiveSpring, 1), (.none, 1),
            ]
            if depth < 2 {
                options.append((.delay(animation(depth: depth + 1), number(sane: 0...1)), 1))
                options.append((.speed(animation(depth: depth + 1), number(sane: 0.25...4)), 1))
                options.append(
                    (
                        .repeatCount(
                            animation(depth: depth + 1),
                            extreme ? random.pick([0, -1, 1_000_000, 3]) : random.int(1...4),
                            autoreverses: random.chance(0.5)), 1
                    ))
                if has(.repeatForever) {
                    options.append((.repeatForever(animation(depth: depth + 1), autoreverses: random.chance(0.5)), 2))
                }
            }
            if !has(.animations) {
                // Only repeatForever is enabled: wrap a plain curve.
                let allowed = has(.repeatForever) && (insideAnimator == 0 || has(.retargetedRepeatForever))
                return allowed
                    ? .repeatForever(.linear(random.double(0.1...1)), autoreverses: random.chance(0.5)) : .none
            }
            var chosen = random.weighted(options)
            let allowsRepeatForever = has(.repeatForever) && (insideAnimator == 0 || has(.retargetedRepeatForever))
            if !allowsRepeatForever, chosen.repeatsForever { chosen = .default }
            return chosen
        }

        mutating func schedule() -> FuzzSchedule {
            let bad = has(.badSchedules) && (!has(.timelines) || random.chance(0.5))
            if bad {
                var options: [FuzzSchedule] = [
                    .periodic(startOffset: 0, interval: random.pick([0, -1, 1e-9, 1e-6])),
                    .explicit([1, 0.5, 1, 2]), .explicit([2, 2, 2]),
                    .cyclic(offsets: [0.5], period: 0), .cyclic(offsets: [1, 0.5], period: -1),
                    .animation(minimumInterval: random.pick([0, -1, 1e-9]), paused: random.chance(0.2)),
                ]
                if has(.nonFinite) {
                    options += [
                        .periodic(startOffset: random.pick([.nan, .infinity, -.infinity]), interval: 1),
                        .periodic(startOffset: 0, interval: .nan), .explicit([.nan, 1]),
                        .animation(minimumInterval: .nan, paused: false),
                    ]
                }
                return random.pick(options)
            }
            switch random.int(0...4) {
            case 0: return .periodic(startOffset: random.double(-3...3), interval: random.double(0.1...2))
            case 1: return .everyMinute
            case 2:
                var dates: [Double] = []
                var at = 0.0
                for _ in 0..<random.int(0...5) {
                    at += random.double(0.05...1.5)
                    dates.append((at * 100).rounded() / 100)
                }
                return .explicit(dates)
            case 3:
                return .animation(
                    minimumInterval: random.chance(0.5) ? nil : random.double(0.02...1), paused: random.chance(0.2))
            default:
                let period = random.double(0.5...2)
                var offsets: [Double] = []
                var at = 0.0
                for _ in 0..<random.int(1...3) {
                    at += random.double(0.01...(period / 4))
                    offsets.append((at * 100).rounded() / 100)
                }
                return .cyclic(offsets: offsets, period: period)
            }
        }

        // MARK: Script

        mutating func script() -> [FuzzStep] {
            var steps: [FuzzStep] = []
            let names = (1...max(1, self.names)).map { "v\($0)" }
            for _ in 0..<random.int(1...8) {
                var options: [(Int, Int)] = [(0, 5), (3, 4), (4, 2), (5, 2)]
                if has(.observable) || has(.published) { options.append((1, 4)) }
                if has(.forEach) { options.append((2, 2)) }
                if has(.controls), !controls.isEmpty { options.append((6, 6)) }
                if has(.buttonStyles) { options.append((7, 3)) }
                if has(.navigation) { options.append((8, 3)) }
                if has(.lists), !lists.isEmpty { options.append((10, 5)) }
                if has(.scroll), !scrollNames.isEmpty { options.append((9, 5)) }
                if has(.lazy), !scrollNames.isEmpty { options.append((11, 6)) }
                if has(.transitions) { options.append((12, 6)) }
                if has(.gestures) { options.append((13, gestureNames.isEmpty ? 2 : 10)) }
                switch random.weighted(options) {
                case 0:
                    let name = extreme && random.chance(0.1) ? "missing" : random.pick(names)
                    steps.append(.tap(name))
                    // Tapping again restarts a tap's task, cancelling the first one's (`Task.cancel()`).
                    if has(.tasks), random.chance(0.3) { steps.append(.tap(name)) }
                case 1:
                    var targets: [FuzzSource] = []
                    if has(.observable) { targets.append(.observable(random.int(0...7))) }
                    if has(.published) { targets.append(.published(random.int(0...2))) }
                    steps.append(
                        .set(
                            random.pick(targets), random.int(0...5), animation: random.chance(0.4) ? animation() : .none
                        ))
                case 2:
                    var lists: [FuzzList] = []
                    if has(.observable) { lists.append(.observable) }
                    if has(.published) { lists.append(.published) }
                    if lists.isEmpty { lists = [.published] }
                    let edit: FuzzListEdit = random.pick([
                        .insert(random.int(0...6), at: random.int(0...4)), .remove(at: random.int(0...4)),
                        .duplicate(at: random.int(0...4)), .reverse, .clear,
                    ])
                    steps.append(.edit(random.pick(lists), edit, animation: random.chance(0.3) ? animation() : .none))
                case 3: steps.append(.advance(duration(sane: random.pick([0, 1e-6, 0.1, 0.5, 1, 2.5]))))
                case 4: steps.append(.advanceFrames(frameCount()))
                case 6: steps.append(controlStep())
                case 7:
                    let name = extreme && random.chance(0.1) ? "missing" : random.pick(names)
                    steps.append(.press(name, duration(sane: random.pick([0, 0.05, 0.3, 1]))))
                case 8: steps.append(random.pick([.back, .dismiss, .navigate(random.int(1...3))]))
                case 10:
                    // Rows in and out of range (-1, past the end): an error is recorded, never a crash.
                    let name = extreme && random.chance(0.1) ? "missing" : random.pick(lists)
                    let verb: FuzzListVerb
                    switch random.int(0...2) {
                    case 0: verb = .delete(random.int(-1...6))
                    case 1: verb = .move([random.int(-1...5)], to: random.int(-1...7))
                    default: verb = .select(random.int(-1...6))
                    }
                    steps.append(.list(verb, name))
                case 9:
                    let name = extreme && random.chance(0.1) ? "missing" : random.pick(scrollNames)
                    if random.chance(0.3) {
                        steps.append(.scrollTo(name, random.int(0...15)))
                    } else {
                        let sane = random.pick([-300.0, -40, 0, 25, 120, 600, 5000])
                        steps.append(.scroll(name, extreme && random.chance(0.3) ? number(sane: -1e3...1e3) : sane))
                    }
                case 12:
                    // A change and its undoing a few frames apart, the first often animated: what one
                    // inserted or removed comes back, or goes, in the middle of its transition.
                    let wait = FuzzStep.advanceFrames(random.int(1...40))
                    var targets = conditionSources
                    if targets.isEmpty, has(.observable) { targets.append(.observable(random.int(0...7))) }
                    if targets.isEmpty, has(.published) { targets.append(.published(random.int(0...2))) }
                    if !targets.isEmpty, random.chance(0.6) {
                        let target = random.pick(targets)
                        let value = random.int(0...5)
                        steps += [
                            .set(target, value, animation: random.chance(0.7) ? animation() : .none), wait,
                            .set(target, value + 1, animation: random.chance(0.5) ? animation() : .none),
                        ]
                    } else {
                        let name = random.pick(names)
                        steps += [.tap(name), wait, .tap(name)]
                    }
                case 13: steps.append(touchStep(names: names))
                case 11:
                    let distance = random.pick([100, 852, -300, 5_000, 1e7]) * (random.chance(0.2) ? -1 : 1)
                    steps.append(.scroll(random.pick(scrollNames), extreme && random.chance(0.1) ? .nan : distance))
                default: steps.append(.runUntilIdle(duration(sane: random.pick([0, 0.5, 2, 10]))))
                }
            }
            return steps
        }

        /// A verb on one of the tree's controls: usually the one its kind takes, sometimes
        /// another kind's (an error), with values in and out of range.
        mutating func controlStep() -> FuzzStep {
            let (name, control) = random.pick(controls)
            var kind = control
            if random.chance(0.15) { kind = random.pick(FuzzControl.allCases) }
            let action: FuzzControlAction
            switch kind {
            case .toggle: action = .toggle
            case .slider: action = .slide(number(sane: -2...12))
            case .stepper: action = random.chance(0.5) ? .increment : .decrement
            case .textField: action = random.chance(0.3) ? .submit : .type(random.pick(["1", "42", "x7", ""]))
            case .picker:
                // An option no picker has only in extreme cases ("missing", as a tap's wrong name is).
                action = .select(extreme && random.chance(0.2) ? "missing" : random.pick(["o0", "o1", "o2", "2"]))
            }
            return .control(action, name)
        }

        mutating func duration(sane: Double) -> Double {
            guard extreme, random.chance(0.5) else { return sane }
            var options: [Double] = [0, -1, 1e-12, -0.0, 0.5]
            if has(.nonFinite) { options += [.nan, .infinity, -.infinity] }
            if has(.hugeDurations) { options += [1e300, 1e6, .greatestFiniteMagnitude] }
            return random.pick(options)
        }

        mutating func frameCount() -> Int {
            guard extreme, random.chance(0.5) else { return random.int(0...90) }
            var options = [0, -1, -1_000_000, 1]
            if has(.hugeDurations) { options += [.max, 10_000_000] }
            return random.pick(options)
        }
    }
}
