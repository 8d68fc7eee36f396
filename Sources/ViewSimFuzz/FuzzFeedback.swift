// Models a view measured after layout whose reader writes state, as data: the
// measured view is a fixed frame of height `base` with `.padding(.top, extra)`
// (or no padding), measured by a `GeometryReader` background into a preference
// read by `onPreferenceChange`, or by `onGeometryChange`; the action writes
// `extra`. Loops by construction: `extra = value` and `extra += 1` diverge,
// `extra = value > 50 ? 0 : 100` alternates (base 1…40, so the first value is
// never a fixed point). Settling by construction: `extra = value` where the
// measured view has no padding (no measured size depends on `extra`), and
// `extra = min(value, 40)` with base 40…80 (the first write is the fixed point).
// Each kind reads its own key (`FuzzDivergingKey`, …) or geometry type
// (`FuzzDivergingHeight`, …), so the checks tell the readers apart in the trace.
import Foundation
import ViewSim

/// A measured view whose reader writes what it measures (or not), as data.
public struct FuzzFeedback: Codable, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Codable, Equatable, Sendable, CaseIterable {
        /// `extra = value`, the measured height is `base + extra`: grows by `base` every run.
        case diverging
        /// `extra += 1` on every change, the measured height is `base + extra`.
        case increment
        /// `extra = value > 50 ? 0 : 100`, the measured height is `base + extra`, base ≤ 40.
        case alternating
        /// `extra = value`, shown in a `Text` beside the measured view, whose height is `base`.
        case unrelated
        /// `extra = min(value, 40)`, the measured height is `base + extra`, base ≥ 40.
        case clamped

        /// Whether the reader's action changes what it reads every time (a loop by construction).
        public var loops: Bool { self == .diverging || self == .increment || self == .alternating }

        /// The action, as Swift.
        var action: String {
            switch self {
            case .diverging, .unrelated: return "extra = value"
            case .increment: return "extra += 1"
            case .alternating: return "extra = value > 50 ? 0 : 100"
            case .clamped: return "extra = min(value, 40)"
            }
        }

        /// The name of its key (`onPreferenceChange`) or geometry value type (`onGeometryChange`).
        func typeName(geometry: Bool) -> String {
            let stem = "Fuzz" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
            return stem + (geometry ? "Height" : "Key")
        }

        /// The kind a key or geometry type name belongs to.
        static func of(typeName: String) -> Kind? {
            allCases.first { $0.typeName(geometry: false) == typeName || $0.typeName(geometry: true) == typeName }
        }

        /// What the action writes for a measured `value` when `extra` holds `extra`.
        func next(_ value: Int, extra: Int) -> Int {
            switch self {
            case .diverging, .unrelated: return value
            case .increment: return extra &+ 1
            case .alternating: return value > 50 ? 0 : 100
            case .clamped: return min(value, 40)
            }
        }
    }

    public var kind: Kind
    /// The measured view's own height.
    public var base: Int
    /// `onGeometryChange` rather than a `GeometryReader` background's preference.
    public var geometry: Bool

    public init(_ kind: Kind, base: Int, geometry: Bool = false) {
        self.kind = kind
        self.base = base
        self.geometry = geometry
    }

    public var description: String {
        "FuzzFeedback(.\(kind.rawValue), base: \(base)" + (geometry ? ", geometry: true" : "") + ")"
    }
}

// MARK: - Keys and geometry values

/// A measured height, largest wins.
protocol FuzzHeightKey: PreferenceKey where Value == CGFloat {}
extension FuzzHeightKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}
struct FuzzDivergingKey: FuzzHeightKey {}
struct FuzzIncrementKey: FuzzHeightKey {}
struct FuzzAlternatingKey: FuzzHeightKey {}
struct FuzzUnrelatedKey: FuzzHeightKey {}
struct FuzzClampedKey: FuzzHeightKey {}

/// A height read by `onGeometryChange`, one type per kind.
protocol FuzzHeight: Equatable {
    var height: CGFloat { get }
    init(_ height: CGFloat)
}
struct FuzzDivergingHeight: FuzzHeight {
    var height: CGFloat
    init(_ height: CGFloat) { self.height = height }
}
struct FuzzIncrementHeight: FuzzHeight {
    var height: CGFloat
    init(_ height: CGFloat) { self.height = height }
}
struct FuzzAlternatingHeight: FuzzHeight {
    var height: CGFloat
    init(_ height: CGFloat) { self.height = height }
}
struct FuzzUnrelatedHeight: FuzzHeight {
    var height: CGFloat
    init(_ height: CGFloat) { self.height = height }
}
struct FuzzClampedHeight: FuzzHeight {
    var height: CGFloat
    init(_ height: CGFloat) { self.height = height }
}

// MARK: - Views

/// The measured view and its reader, named `name`; `@State var extra` is what the action writes.
nonisolated struct FuzzFeedbackHost: View {
    let feedback: FuzzFeedback
    let name: String
    let recorder: FuzzRecorder
    @State var extra = 0

    init(feedback: FuzzFeedback, name: String, recorder: FuzzRecorder) {
        self.feedback = feedback
        self.name = name
        self.recorder = recorder
    }

    var body: some View {
        let _ = recorder.countBody("FuzzFeedbackHost")
        let padding = feedback.kind == .unrelated ? 0 : CGFloat(extra)
        let measured = Color.blue.frame(width: 20, height: CGFloat(feedback.base)).padding(.top, padding)
        VStack(spacing: 0) {
            read(measured)
            Text("extra \(extra)")
        }
        .accessibilityIdentifier(name)
    }

    /// The measured view with its reader.
    @ViewBuilder private func read(_ measured: some View) -> some View {
        switch feedback.kind {
        case .diverging: reading(measured, FuzzDivergingKey.self, FuzzDivergingHeight.self)
        case .increment: reading(measured, FuzzIncrementKey.self, FuzzIncrementHeight.self)
        case .alternating: reading(measured, FuzzAlternatingKey.self, FuzzAlternatingHeight.self)
        case .unrelated: reading(measured, FuzzUnrelatedKey.self, FuzzUnrelatedHeight.self)
        case .clamped: reading(measured, FuzzClampedKey.self, FuzzClampedHeight.self)
        }
    }

    @ViewBuilder private func reading<K: FuzzHeightKey, H: FuzzHeight>(
        _ measured: some View, _ key: K.Type, _ height: H.Type
    ) -> some View {
        let extra = $extra
        let kind = feedback.kind
        let write = { (value: CGFloat) in
            extra.wrappedValue = kind.next(FuzzView.whole(value), extra: extra.wrappedValue)
        }
        if feedback.geometry {
            measured.onGeometryChange(for: H.self) {
                H($0.size.height)
            } action: { new in
                write(new.height)
            }
        } else {
            measured
                .background(GeometryReader { proxy in Color.clear.preference(key: K.self, value: proxy.size.height) })
                .onPreferenceChange(K.self) { write($0) }
        }
    }
}
