import ViewSim
import ViewSimLessons
// Tests the catalog of lessons: order, lookup by id, suggestions, and the shape
// every lesson promises (step 0 is the appearance, every step has a narrative).
import XCTest

final class LessonCatalogTests: XCTestCase {
    func testLessonsAreListedInOrder() {
        let ids = LessonCatalog.all.map(\.name)
        XCTAssertEqual(
            ids.filter {
                ["lesson1", "lesson2", "lesson4", "lesson5", "lesson6", "lesson7", "lesson8", "lesson9"].contains($0)
            },
            ["lesson1", "lesson2", "lesson4", "lesson5", "lesson6", "lesson7", "lesson8", "lesson9"])
        XCTAssertEqual(ids, ids.sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }, "teaching order")
    }

    func testLookupAndSuggestion() {
        XCTAssertEqual(LessonCatalog.lesson(id: "LESSON4")?.name, "lesson4")
        XCTAssertNil(LessonCatalog.lesson(id: "lesson99"))
        XCTAssertEqual(LessonCatalog.suggestion(for: "lesosn1"), "lesson1")
    }

    func testEveryLessonIsComplete() throws {
        let seeds = [
            ("lesson1", "Seed 001"), ("lesson2", "Seed 001"), ("lesson4", "Seed 001"), ("lesson5", "Seed 001"),
            ("lesson6", "Seed 001"), ("lesson7", "Seed 001"), ("lesson8", "Seed 004"), ("lesson9", "Seed 004"),
        ]
        for (id, seed) in seeds {
            let lesson = try XCTUnwrap(LessonCatalog.lesson(id: id))
            XCTAssertFalse(lesson.title.isEmpty)
            XCTAssertTrue((lesson.narrative?.source ?? "").hasPrefix(seed), (lesson.narrative?.source ?? ""))
            XCTAssertFalse((lesson.narrative?.introduction ?? "").isEmpty)
            XCTAssertGreaterThanOrEqual(lesson.steps.count, 3)
            XCTAssertGreaterThanOrEqual(lesson.claims.count, 3)
            for step in lesson.steps {
                XCTAssertFalse((step.narrative ?? "").isEmpty, "\(id): \(step.title)")
            }
            let run = try lesson.run()
            XCTAssertEqual(run.trace.steps.count, lesson.steps.count, "\(id): one trace step per lesson step")
            XCTAssertEqual(
                Array(run.trace.steps.dropFirst().map(\.title)), Array(lesson.steps.dropFirst().map(\.title)))
        }
    }
}
