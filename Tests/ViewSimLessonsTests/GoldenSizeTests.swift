// Keeps the golden files reviewable: all of them together (every Tests/*/__Snapshots__)
// stay under 1 MB, and no single golden is longer than a reviewer can read.
import Foundation
import XCTest

final class GoldenSizeTests: XCTestCase {
    /// The `Tests` folder: one level above this file's folder.
    private static let tests = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every golden file under `Tests/*/__Snapshots__`, with its size in bytes, sorted by path.
    private func goldens() throws -> [(path: String, bytes: Int)] {
        var found: [(path: String, bytes: Int)] = []
        guard
            let enumerator = FileManager.default.enumerator(
                at: Self.tests, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
        else {
            throw XCTSkip("Cannot read \(Self.tests.path).")
        }
        for case let url as URL in enumerator where url.path.contains("/__Snapshots__/") {
            let values = try url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
            guard values.isRegularFile == true else { continue }
            found.append((String(url.path.dropFirst(Self.tests.path.count + 1)), values.fileSize ?? 0))
        }
        return found.sorted { $0.path < $1.path }
    }

    func testAllGoldensTogetherStayUnderOneMegabyte() throws {
        let files = try goldens()
        XCTAssertGreaterThan(files.count, 50, "Found only \(files.count) golden files under \(Self.tests.path).")
        let total = files.map(\.bytes).reduce(0, +)
        let largest = files.sorted { $0.bytes > $1.bytes }.prefix(5).map { "\($0.path) (\($0.bytes) bytes)" }
        XCTAssertLessThanOrEqual(
            total, 1_000_000,
            """
            The golden files add up to \(total) bytes, over 1 MB. The largest: \(largest.joined(separator: ", ")).
            Fold repeated frames (TraceTextOptions(foldsRepeatedFrames: true)) or pin a large diagram by fingerprint.
            """)
    }

    func testEveryGoldenIsShortEnoughToReview() throws {
        for file in try goldens() {
            XCTAssertLessThanOrEqual(
                file.bytes, 64_000, "\(file.path) is \(file.bytes) bytes: too long to review. Fold or split it.")
        }
    }
}
