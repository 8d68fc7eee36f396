// Models the calls viewsim accepts — they compile, as in SwiftUI — but does not
// simulate: each is named here with what SwiftUI would do, and the first time a
// simulation meets one it records a `notModelled` diagnostic, so nothing is
// silently dropped. Simplifies: reported once per simulation and API, at the
// first view, transaction or call that uses it (see docs/SwiftUI-API.md,
// "Not modelled yet", which a test keeps equal to `allCases`).

/// A SwiftUI (or Dispatch) call viewsim compiles but ignores.
///
/// ```swift
/// Image("brick").resizable(resizingMode: .tile)
/// // ⚠ viewsim: Image.resizable(resizingMode: .tile) is not modelled: …
/// ```
package enum NotModelledAPI: String, CaseIterable, Sendable {
    /// `Image.resizable(resizingMode: .tile)`.
    case resizableTile
    /// `GraphicsContext.Shading.linearGradient`/`radialGradient` with options, in a `Canvas`.
    case gradientOptions
    /// `GraphicsContext.clip(to:style:options:)` with an even-odd `FillStyle`, in a `Canvas`.
    case evenOddClip
    /// `.stroke(_:style:antialiased:)` or `.strokeBorder(…, antialiased:)` with `antialiased: false`.
    case aliasedStroke
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` called while a simulation runs.
    case scheduledTimer
    /// `@AppStorage(…, store:)` with a `UserDefaults` of its own.
    case appStorageStore
    /// `.cornerRadius(_:antialiased:)` with `antialiased: false`.
    case aliasedCornerRadius
    /// `CGContext.setShadow(offset:blur:color:)` in `GraphicsContext.withCGContext(content:)`.
    case cgContextShadow
    /// `.navigationBarTitleDisplayMode(.large)`.
    case largeTitle
    /// `ToolbarItemPlacement.bottomBar`.
    case bottomBarPlacement
    /// `pinnedViews:` of a lazy stack or grid, not empty.
    case pinnedViews
    /// A list row modifier (`.listRowInsets`, `.swipeActions`…) inside a row's own body.
    case listRowModifierInRowBody
    /// `.scrollIndicators(.visible)`.
    case scrollIndicatorsVisible
    /// A `Layout` whose `animatableData` is not empty.
    case layoutAnimatableData
    /// A row of a lazy stack, lazy grid or `List` inserted or removed in a transaction with an
    /// animation (rows do not transition yet).
    case transition
    /// A layout modifier (`.padding`, `.frame`…) in a transition's body.
    case transitionLayout
    /// A navigation push or pop, or a presentation, in a transaction with an animation.
    case platformAnimation
    /// `.contentShape(_:_:eoFill:)` with kinds that leave out `.interaction`.
    case contentShapeKinds
    /// A `DispatchWorkItem` made while a simulation runs.
    case dispatchWorkItem
    /// `DispatchGroup.notify(queue: .main) { … }`: Dispatch's main queue, which no simulation drains.
    case dispatchGroupNotify

    /// The API as docs/SwiftUI-API.md's "Not modelled yet" table names it.
    package var name: String {
        switch self {
        case .resizableTile: return ".resizable(resizingMode:)"
        case .gradientOptions: return "GraphicsContext.GradientOptions"
        case .evenOddClip: return "GraphicsContext.clip(to:style:options:)"
        case .aliasedStroke: return ".stroke(_:style:antialiased:)"
        case .scheduledTimer: return "Timer.scheduledTimer(withTimeInterval:repeats:block:)"
        case .appStorageStore: return "AppStorage.init(wrappedValue:_:store:)"
        case .aliasedCornerRadius: return ".cornerRadius(_:antialiased:)"
        case .cgContextShadow: return "CGContext.setShadow(offset:blur:color:)"
        case .largeTitle: return ".navigationBarTitleDisplayMode(_:)"
        case .bottomBarPlacement: return "ToolbarItemPlacement.bottomBar"
        case .pinnedViews: return "PinnedScrollableViews"
        case .listRowModifierInRowBody: return "row modifiers in a row's body"
        case .scrollIndicatorsVisible: return ".scrollIndicators(_:axes:)"
        case .layoutAnimatableData: return "Layout.animatableData"
        case .transition: return ".transition(_:)"
        case .transitionLayout: return "a layout modifier in a transition's body"
        case .platformAnimation: return "a push, pop or presentation inside withAnimation"
        case .contentShapeKinds: return "ContentShapeKinds"
        case .dispatchWorkItem: return "DispatchWorkItem"
        case .dispatchGroupNotify: return "DispatchGroup.notify(queue:execute:)"
        }
    }

    /// How the call is written when it is ignored (the diagnostic's subject).
    package var usage: String {
        switch self {
        case .resizableTile: return "Image.resizable(resizingMode: .tile)"
        case .gradientOptions: return "a Canvas gradient with options (.repeat, .mirror, .linearColor)"
        case .evenOddClip: return "GraphicsContext.clip(to:style:) with FillStyle(eoFill: true)"
        case .aliasedStroke: return "a stroke or strokeBorder with antialiased: false"
        case .scheduledTimer: return "Timer.scheduledTimer(withTimeInterval:repeats:block:) in a simulation"
        case .appStorageStore: return "@AppStorage with a store: of its own"
        case .aliasedCornerRadius: return ".cornerRadius(_:antialiased:) with antialiased: false"
        case .cgContextShadow: return "CGContext.setShadow(offset:blur:color:) in withCGContext"
        case .largeTitle: return ".navigationBarTitleDisplayMode(.large)"
        case .bottomBarPlacement: return "a toolbar item placed at .bottomBar"
        case .pinnedViews: return "a lazy stack or grid with pinnedViews: [.sectionHeaders] or [.sectionFooters]"
        case .listRowModifierInRowBody:
            return
                "a list row modifier (.listRowInsets, .listRowBackground, .listRowSeparator, .swipeActions, .deleteDisabled, .moveDisabled) inside a row's own body"
        case .scrollIndicatorsVisible: return ".scrollIndicators(.visible)"
        case .transition: return "a row of a lazy stack, lazy grid or List inserted or removed with animation"
        case .transitionLayout: return ".padding, .frame or another layout modifier in Transition.body(content:phase:)"
        case .platformAnimation:
            return "a screen pushed or popped, or a sheet, cover or alert shown, in an animated transaction"
        case .layoutAnimatableData: return "a Layout with animatableData"
        case .contentShapeKinds:
            return
                ".contentShape(_:_:eoFill:) with kinds other than .interaction (previews, hover, focus, accessibility)"
        case .dispatchWorkItem: return "a DispatchWorkItem made in a simulation"
        case .dispatchGroupNotify: return "DispatchGroup.notify(queue: .main) in a simulation"
        }
    }

    /// What SwiftUI does with the call.
    package var inSwiftUI: String {
        switch self {
        case .resizableTile: return "SwiftUI repeats the image to fill its frame"
        case .gradientOptions:
            return "SwiftUI repeats or mirrors the gradient past its end points, or blends in linear colour"
        case .evenOddClip: return "SwiftUI clips to the path's even-odd interior"
        case .aliasedStroke: return "SwiftUI draws the outline with hard, pixel-aligned edges"
        case .aliasedCornerRadius: return "SwiftUI clips the corners with hard, pixel-aligned edges"
        case .scheduledTimer:
            return "SwiftUI apps run the block on the main run loop every interval of the real clock"
        case .appStorageStore: return "SwiftUI reads and writes the key in that UserDefaults suite"
        case .cgContextShadow:
            return "SwiftUI's Core Graphics context draws a blurred, offset shadow under what is drawn next"
        case .largeTitle: return "SwiftUI draws the title large, below the navigation bar"
        case .bottomBarPlacement: return "SwiftUI shows the item in a toolbar at the bottom of the screen"
        case .pinnedViews:
            return "SwiftUI keeps each section's header (footer) pinned to the scroll view's edge while its rows scroll"
        case .listRowModifierInRowBody:
            return "SwiftUI applies it to the row the view is in, wherever in the row's views it is written"
        case .scrollIndicatorsVisible: return "SwiftUI shows the scroll indicators, also when the view is not scrolling"
        case .layoutAnimatableData:
            return "SwiftUI animates the layout's own values (its animatableData) from the old layout to the new one"
        case .transition:
            return
                "SwiftUI animates the row in and out with its transition (.opacity unless it has one) when the inserting or removing transaction has an animation"
        case .transitionLayout:
            return
                "SwiftUI lays the view out with the modifier at each phase, so the view's size and place change as it comes and goes"
        case .platformAnimation:
            return
                "SwiftUI slides the screen or the sheet in and out with the platform's push and presentation animations"
        case .contentShapeKinds:
            return
                "SwiftUI shapes the drag or context menu preview, the hover or focus effect or the accessibility frame with it"
        case .dispatchWorkItem:
            return
                "SwiftUI apps run the item's block on the main thread when the queue it was sent to (DispatchQueue.main.async(execute:), asyncAfter(deadline:execute:)) reaches it, unless it was cancelled"
        case .dispatchGroupNotify:
            return
                "SwiftUI apps run the block on the main queue once every piece of work in the group has left it (at once if it is empty)"
        }
    }

    /// What viewsim does instead.
    package var inViewSim: String {
        switch self {
        case .resizableTile: return "viewsim ignores the mode and draws the image stretched"
        case .gradientOptions: return "viewsim ignores the options and extends the end colours"
        case .evenOddClip: return "viewsim ignores the fill rule and clips to the non-zero interior"
        case .aliasedStroke: return "viewsim ignores the flag and draws it antialiased"
        case .aliasedCornerRadius: return "viewsim ignores the flag and clips antialiased"
        case .scheduledTimer:
            return
                "viewsim cannot replace Foundation's method (an overload with its signature is ambiguous), so the timer is Foundation's, on a run loop the simulation never runs: the block never runs"
        case .appStorageStore: return "viewsim keeps the key in the simulation's one store, as for every @AppStorage"
        case .cgContextShadow: return "viewsim draws no shadow"
        case .largeTitle: return "viewsim records the mode and draws the title inline, in the 44-pt bar"
        case .bottomBarPlacement: return "viewsim shows the item at the trailing edge of the navigation bar"
        case .pinnedViews: return "viewsim lays headers and footers out as rows that scroll with the others"
        case .listRowModifierInRowBody:
            return
                "viewsim reads row modifiers only where they are written on the row's view or on its ForEach, and ignores this one"
        case .scrollIndicatorsVisible: return "viewsim draws no scroll indicators"
        case .layoutAnimatableData: return "viewsim lays the subviews out with the new values at once"
        case .transition:
            return
                "viewsim inserts and removes the row at once, as if its transition were .identity (views in stacks, ifs, switches and a ForEach outside a lazy container do transition)"
        case .transitionLayout:
            return
                "viewsim applies what the body draws (opacity, offset, scale, rotation, clip…) around the view and ignores its layout: the view keeps its laid-out frame"
        case .platformAnimation:
            return
                "viewsim shows and hides the screen or the presented view at once; the views inside it animate as usual"
        case .contentShapeKinds:
            return "viewsim draws none of these, so the shape changes nothing; hit testing ignores it"
        case .dispatchWorkItem:
            return
                "viewsim cannot replace Dispatch's methods that take a work item (an overload with their signature is ambiguous), so the item goes to Dispatch's real main queue, which no simulation drains: its block does not run in simulated time (perform() still runs it at once)"
        case .dispatchGroupNotify:
            return
                "viewsim does not follow a group's members (enter() and leave() are Dispatch's, and may come from other threads in real time), so the block goes to Dispatch's real main queue, which no simulation drains: it does not run in simulated time"
        }
    }

    /// How to get the behaviour under test in viewsim.
    package var instead: String {
        switch self {
        case .resizableTile: return "Use .resizable() (stretch), which viewsim draws as SwiftUI does."
        case .gradientOptions: return "Leave out the options, or repeat the gradient's stops by hand."
        case .evenOddClip: return "Clip with a path whose holes wind the other way, which the non-zero rule leaves out."
        case .aliasedStroke: return "Leave out antialiased: false; the outline's geometry is the same."
        case .aliasedCornerRadius: return "Leave out antialiased: false; the clip's geometry is the same."
        case .scheduledTimer:
            return
                "Use Timer.publish(every:on:in:).autoconnect() with .onReceive, or a .task that loops over Task.sleep (both simulated)."
        case .appStorageStore:
            return
                "Leave out store:, or give each suite's keys distinct names; set starting values with SimulationConfiguration.appStorage."
        case .cgContextShadow:
            return "Draw the shadow as a translucent copy of the path, offset, before the path itself."
        case .largeTitle:
            return
                "Read the title from the bar (it is the same text) and the mode from the node's titleDisplayMode attribute."
        case .bottomBarPlacement: return "Tap the item by name; its place on screen is not the device's."
        case .pinnedViews: return "Check the header's content by name; its position while scrolling is not pinned."
        case .listRowModifierInRowBody:
            return
                "Write the modifier on the row where the List or ForEach builds it: ForEach(items) { Row(item: $0).swipeActions { … } }."
        case .scrollIndicatorsVisible:
            return "Read the scroll view's contentOffset and viewport attributes (sim.contentOffset(of:)) instead."
        case .layoutAnimatableData:
            return "Read the frames after the change; the subviews' own modifiers (frames, offsets) still animate."
        case .transition:
            return
                "To see the transition, try the rows in a VStack (a ForEach there transitions); rows of lazy containers are not modelled yet."
        case .transitionLayout:
            return
                "Move and size the view in the body with .offset and .scaleEffect, which viewsim draws as SwiftUI does."
        case .platformAnimation:
            return
                "Check what is on screen after the push or presentation; the animation of its arrival is the platform's."
        case .contentShapeKinds:
            return "Include .interaction in the kinds (or call .contentShape(_:eoFill:)) to shape hit testing."
        case .dispatchWorkItem:
            return
                "Pass the closure itself: DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { … }; to cancel it (a debounce), keep a Task: task?.cancel(); task = Task { try await Task.sleep(for: .seconds(0.3)); … } (both simulated)."
        case .dispatchGroupNotify:
            return
                "Await the pieces in a task instead, which is simulated: .task { let a = await loadA(); let b = await loadB(); items = a + b }."
        }
    }
}
