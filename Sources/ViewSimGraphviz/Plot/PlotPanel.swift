// Models one panel of a value plot: the series of one unit (angles, lengths,
// factors, colour components…), stacked under the panels before it, sharing the
// plot's time axis, with a value axis and a title of its own, so that a scale
// from 1 to 1.5 is not drawn flat beside a rotation from 0 to 90°.
// Simplifies: panels are stacked in the order their units first appear; each
// panel's value axis is linear and covers only its own series.
// Lesson: lesson8 (`viewsim plot`: fill, offset, rotation and scale apart).
import ViewSim

/// A panel of a `ValuePlot`: which series it draws, where, and its value axis.
struct PlotPanel {
    let unit: PlotUnit
    /// Positions of its series in the plot's list (their colours follow the position).
    let members: [Int]
    /// The panel's plotting area, top to bottom, in pixels.
    let top: Double
    let bottom: Double
    let yScale: PlotScale
    /// The value axis's title: the attributes and their unit, or the unit alone when they do not fit.
    let title: String

    /// Values keep `inset` pixels clear of the panel's top and bottom edges.
    func y(_ value: Double) -> Double {
        let inset = 12.0
        return bottom - inset - yScale.fraction(value) * (bottom - top - 2 * inset)
    }

    /// One panel per unit of `series`, in the order the units first appear, the first starting at `top`:
    /// one panel is `ValuePlot.plotHeight` tall, several `ValuePlot.panelHeight` each with a gap between.
    static func panels(for series: [PlotSeries], top: Double) -> [PlotPanel] {
        var units: [PlotUnit] = []
        for line in series where !units.contains(line.unit) { units.append(line.unit) }
        if units.isEmpty { units = [.unitless] }
        let height = units.count == 1 ? ValuePlot.plotHeight : ValuePlot.panelHeight
        return units.enumerated().map { index, unit in
            let members = series.indices.filter { series[$0].unit == unit }
            let values = members.flatMap { series[$0].allPoints }.filter { $0.time.isFinite && $0.value.isFinite }.map(
                \.value)
            let panelTop = top + Double(index) * (height + ValuePlot.panelGap)
            let yScale = PlotScale(covering: values.min() ?? 0, values.max() ?? 1, target: units.count == 1 ? 6 : 4)
            return PlotPanel(
                unit: unit, members: members, top: panelTop, bottom: panelTop + height, yScale: yScale,
                title: title(unit: unit, attributes: members.map { series[$0].attribute }, room: height - 8))
        }
    }

    /// "rotation (°)", "trim(to:), scale": the attributes' names (without component indices) and the
    /// unit; the unit's title when that is longer than `room` pixels at the axis title's size.
    static func title(unit: PlotUnit, attributes: [String], room: Double) -> String {
        var names: [String] = []
        for attribute in attributes.map(PlotUnit.baseName) where !names.contains(attribute) { names.append(attribute) }
        let full = names.joined(separator: ", ") + unit.suffix
        if !names.isEmpty, ValuePlot.textWidth(full, size: ValuePlot.axisTitleSize) <= room { return full }
        return ValuePlot.fitted(unit.axisTitle, width: room, size: ValuePlot.axisTitleSize)
    }
}
