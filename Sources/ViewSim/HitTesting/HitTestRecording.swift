// Models the hit-testable areas of one frame: what the display list walk records,
// besides the items it draws, when hit testing asks for it (`ViewGraph+HitTesting`).
// Simplifies: recorded on demand, for the frame on screen now; nothing is kept.

/// The areas a display list walk found, back to front (`HitTestRegion`).
package final class HitTestRecording {
    package var regions: [HitTestRegion] = []
    package init() {}
}
