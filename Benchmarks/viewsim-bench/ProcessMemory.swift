// Reads this process's memory: the heap in use (glibc `mallinfo2`) and the peak
// resident set size (VmHWM in /proc/self/status). Linux only, like viewsim.
import CMalloc
import Foundation

enum ProcessMemory {
    /// Bytes of heap in use (allocated and not freed), as glibc counts them.
    static func heapInUse() -> Int {
        let info = mallinfo2()
        return Int(info.uordblks) + Int(info.hblkhd)
    }

    /// The peak resident set size so far, in bytes (VmHWM), or nil if unknown.
    static func peakResidentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.count >= 2, let kilobytes = Int(fields[1]) { return kilobytes * 1024 }
        }
        return nil
    }
}
