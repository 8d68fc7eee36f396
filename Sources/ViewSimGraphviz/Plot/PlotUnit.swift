// Models what a plotted number measures, so that a plot draws values of one unit
// on one panel with its own axis: an angle in degrees, a length in points, a
// factor or fraction (scale, opacity, trim), a colour's components, seconds.
// Simplifies: the unit comes from the value's type (an `Angle`, a `Color`, a
// date) or else from the attribute's name; a value it cannot name (a custom
// animatable value, keyframes) is its own unit, one panel per attribute.
// Lesson: lesson7, lesson8 (`viewsim plot`: offset, scale and rotation apart).
import ViewSim

/// What a plotted value measures; the series of one unit share a panel of a ``ValuePlot``.
///
/// ```swift
/// PlotUnit(attribute: "rotation")    // .degrees
/// PlotUnit(attribute: "offset")      // .points
/// PlotUnit(attribute: "scale")       // .unitless
/// PlotUnit(attribute: "keyframes")   // .other("keyframes")
/// ```
public enum PlotUnit: Hashable, Sendable {
    /// An angle, in degrees (`rotationEffect`).
    case degrees
    /// A length or position, in points (`offset`, `frame`, `padding`, `lineWidth`).
    case points
    /// A factor or a fraction without a unit (`scaleEffect`, `opacity`, `trim`).
    case unitless
    /// A colour's red, green, blue and opacity, 0 to 1.
    case colour
    /// A time, in seconds.
    case seconds
    /// A velocity of a length, in points per second (a dragged offset's, frame to frame).
    case pointsPerSecond
    /// A value whose unit viewsim cannot name: the attribute's own panel.
    case other(String)

    /// The unit an attribute's name implies (`other` with the name when none).
    public init(attribute: String) {
        let name = PlotUnit.baseName(of: attribute).lowercased()
        func has(_ words: [String]) -> Bool { words.contains { name.contains($0) } }
        if has(["keyframe", "animatabledata"]) {
            self = .other(PlotUnit.baseName(of: attribute))
        } else if has(["rotation", "angle", "degrees", "hue"]) {
            self = .degrees
        } else if has(["color", "colour", "tint", "foreground", "fill"]) {
            self = .colour
        } else if has(["opacity", "trim", "scale", "saturation", "brightness", "contrast", "progress", "fraction"]) {
            self = .unitless
        } else if has([
            "offset", "position", "frame", "width", "height", "padding", "radius", "blur", "spacing", "inset", "size",
        ])
            || ["x", "y", "dx", "dy"].contains(name)
        {
            self = .points
        } else {
            self = .other(PlotUnit.baseName(of: attribute))
        }
    }

    /// The unit of `value`, an animated `attribute`'s value: from its type when it says (an angle, a
    /// colour, a date), else from the attribute's name.
    static func of(_ value: TraceValue?, attribute: String) -> PlotUnit {
        switch value {
        case .date?: return .seconds
        case .value(let box)?:
            if box.value is Angle { return .degrees }
            if box.value is Color { return .colour }
        default: break
        }
        return PlotUnit(attribute: attribute)
    }

    /// The axis title of a panel of this unit: "angle (°)", "length (pt)"…
    public var axisTitle: String {
        switch self {
        case .degrees: return "angle (°)"
        case .points: return "length (pt)"
        case .unitless: return "factor"
        case .colour: return "colour (0–1)"
        case .seconds: return "time (s)"
        case .pointsPerSecond: return "velocity (pt/s)"
        case .other(let name): return name
        }
    }

    /// What follows an attribute's name on a panel of this unit: " (°)", " (pt)"…
    var suffix: String {
        switch self {
        case .degrees: return " (°)"
        case .points: return " (pt)"
        case .colour: return " (0–1)"
        case .seconds: return " (s)"
        case .pointsPerSecond: return " (pt/s)"
        case .unitless, .other: return ""
        }
    }

    /// An attribute's name without a component's index: "offset[1]" → "offset".
    static func baseName(of attribute: String) -> String {
        guard attribute.hasSuffix("]"), let open = attribute.lastIndex(of: "["), open > attribute.startIndex else {
            return attribute
        }
        return String(attribute[..<open])
    }
}
