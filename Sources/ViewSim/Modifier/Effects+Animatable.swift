// Models which built-in effects animate, as in SwiftUI: opacity, scale,
// rotation, offset, trim, frame size and colours each expose `animatableData`,
// so a change inside an animated transaction interpolates them.
// Simplifies: a frame animates only the dimensions it sets; a style animates only
// when it is a `Color`. Lesson: lesson3 (trim), lesson12.
import Foundation

nonisolated extension _OpacityEffect: Animatable {
    public var animatableData: Double {
        get { opacity }
        set { opacity = newValue }
    }
}

nonisolated extension _ScaleEffect: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { scale.animatableData }
        set { scale.animatableData = newValue }
    }
}

nonisolated extension _RotationEffect: Animatable {
    public var animatableData: Double {
        get { angle.animatableData }
        set { angle.animatableData = newValue }
    }
}

nonisolated extension _OffsetEffect: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }
}

nonisolated extension _TrimmedShape: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(from, to) }
        set {
            from = newValue.first
            to = newValue.second
        }
    }
}

nonisolated extension _FrameLayout: Animatable {
    /// Width and height; a dimension the frame leaves unset (nil) stays unset.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width ?? 0, height ?? 0) }
        set {
            if width != nil { width = newValue.first }
            if height != nil { height = newValue.second }
        }
    }
}

nonisolated extension Color: Animatable {
    /// Red, green, blue and opacity.
    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get { AnimatablePair(AnimatablePair(red, green), AnimatablePair(blue, opacity)) }
        set {
            self = Color(
                red: newValue.first.first, green: newValue.first.second, blue: newValue.second.first,
                opacity: newValue.second.second)
        }
    }
}

nonisolated extension _ForegroundStyleModifier: Animatable {
    /// The colour's components when the style is a `Color`; other styles do not animate.
    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get { (style as? Color)?.animatableData ?? Color.clear.animatableData }
        set {
            guard var color = style as? Color else { return }
            color.animatableData = newValue
            style = color
        }
    }
}

nonisolated extension _FillShape: Animatable {
    /// The colour's components when the style is a `Color`; other styles do not animate.
    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get { (style as? Color)?.animatableData ?? Color.clear.animatableData }
        set {
            guard var color = style as? Color else { return }
            color.animatableData = newValue
            style = color
        }
    }
}

nonisolated extension _StrokeShape: Animatable {
    /// The line width (and the colour's components when the style is a `Color`).
    public var animatableData:
        AnimatablePair<CGFloat, AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>>
    {
        get { AnimatablePair(lineWidth, (style as? Color)?.animatableData ?? Color.clear.animatableData) }
        set {
            lineWidth = newValue.first
            guard var color = style as? Color else { return }
            color.animatableData = newValue.second
            style = color
        }
    }
}
