// Tests several KeyframeTracks on key paths of one struct: each starts from its
// property in the initial value, the longest sets the duration, shorter ones hold
// their last value, later tracks win on the same property, whole-value tracks.
import Foundation
import ViewSim
import XCTest

private struct Pose: Equatable {
    var x = 5.0
    var y = 0.0
    var size = CGSize(width: 1, height: 1)
    var angle = Angle.zero
    var label = "pose"
}

final class KeyframeTracksTests: XCTestCase {
    private let timeline = KeyframeTimeline(initialValue: Pose()) {
        KeyframeTrack(\.x) { LinearKeyframe(7, duration: 2) }
        KeyframeTrack(\.y) { LinearKeyframe(1, duration: 0.5) }
        KeyframeTrack(\.angle) { LinearKeyframe(.degrees(90), duration: 1) }
    }

    func testTheLongestTrackSetsTheDuration() {
        XCTAssertEqual(timeline.duration, 2)
    }

    func testEachTrackStartsFromItsPropertyInTheInitialValue() {
        XCTAssertEqual(timeline.value(time: 0), Pose())
        XCTAssertEqual(timeline.value(time: 1).x, 6)
        XCTAssertEqual(timeline.value(time: 0.25).y, 0.5)
        XCTAssertEqual(timeline.value(time: 0.5).angle.degrees, 45, accuracy: 1e-12)
    }

    func testShorterTracksHoldTheirLastValue() {
        let value = timeline.value(time: 1.5)
        XCTAssertEqual(value.y, 1)
        XCTAssertEqual(value.angle.degrees, 90, accuracy: 1e-12)
        XCTAssertEqual(value.x, 6.5)
    }

    func testUntrackedPropertiesKeepTheirInitialValue() {
        let value = timeline.value(time: 1)
        XCTAssertEqual(value.size, CGSize(width: 1, height: 1))
        XCTAssertEqual(value.label, "pose")
    }

    func testALaterTrackOnTheSamePropertyWins() {
        let competing = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.x) { LinearKeyframe(10, duration: 2) }
            KeyframeTrack(\.x) { LinearKeyframe(-1, duration: 1) }
        }
        XCTAssertEqual(competing.duration, 2)
        XCTAssertEqual(competing.value(time: 0.5).x, 2, "the later track starts from x = 5 too")
        XCTAssertEqual(competing.value(time: 1.5).x, -1, "it wins even while holding")
    }

    func testAnEmptyTrackChangesNothing() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.x) { LinearKeyframe(7, duration: 2) }
            KeyframeTrack(\.x) {}
        }
        XCTAssertEqual(timeline.duration, 2)
        XCTAssertEqual(timeline.value(time: 1).x, 6)
    }

    func testAPropertyTrackAfterAWholeValueTrackOverridesThatProperty() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            KeyframeTrack { LinearKeyframe(CGPoint(x: 10, y: 10), duration: 1) }
            KeyframeTrack(\.y) { LinearKeyframe(-4, duration: 2) }
        }
        XCTAssertEqual(timeline.duration, 2)
        XCTAssertEqual(timeline.value(time: 0.5), CGPoint(x: 5, y: -1))
        XCTAssertEqual(timeline.value(time: 2), CGPoint(x: 10, y: -4))
    }

    func testAWholeValueTrackAfterAPropertyTrackOverridesEverything() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            KeyframeTrack(\.y) { LinearKeyframe(-4, duration: 2) }
            KeyframeTrack { LinearKeyframe(CGPoint(x: 10, y: 10), duration: 1) }
        }
        XCTAssertEqual(timeline.value(time: 0.5), CGPoint(x: 5, y: 5))
    }

    func testTracksOfDifferentKindsRunSideBySide() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.size) { CubicKeyframe(CGSize(width: 3, height: 5), duration: 1) }
            KeyframeTrack(\.y) { SpringKeyframe(1, spring: .smooth) }
            KeyframeTrack(\.x) { MoveKeyframe(0) }
        }
        XCTAssertEqual(timeline.duration, 1)
        let value = timeline.value(time: 0.5)
        XCTAssertEqual(value.size, CGSize(width: 2, height: 3))
        XCTAssertEqual(value.y, Spring.smooth.value(target: 1.0, time: 0.5), accuracy: 1e-12)
        XCTAssertEqual(value.x, 0)
    }

    func testVelocitiesAreRecordedPerKeyPath() {
        let velocities = timeline.velocities(time: 0.25)
        XCTAssertEqual(velocities.velocity(at: \Pose.x), 1)
        XCTAssertEqual(velocities.velocity(at: \Pose.y), 2)
        // In animatable-data units: an angle's are radians × 128, as in SwiftUI.
        XCTAssertEqual(velocities.velocity(at: \Pose.angle) ?? 0, .pi / 2 * 128, accuracy: 1e-9)
        XCTAssertNil(velocities.velocity(at: \Pose.size), "no track animates size")
        XCTAssertEqual(timeline.velocities(time: 1).velocity(at: \Pose.y), 0, "a track that has ended is at rest")
    }
}
