// MeasuredRegion: marks the code a benchmark times, so that a profiler can count what runs
// inside it and nothing else. `viewsimRegion` wraps viewsim's side of a measurement (an update,
// a frame), `referenceRegion` the reference's (ReferenceGraph, the bare curves); each is a
// function the optimiser keeps, with a plain symbol name callgrind can collect on
// (`--toggle-collect=viewsim_bench_region`), and each counts its calls.
// `scripts/bench-instructions` divides the instructions inside a region by the calls it made
// (printed to standard error at exit when VIEWSIM_BENCH_REGIONS=1).
// What it simplifies: the marker's own call and its unoptimised body (the closure's call, a
// few instructions) are counted inside the region.
import CMallocCounter
import Foundation

enum MeasuredRegion {
    /// Calls of `viewsimRegion` so far.
    nonisolated(unsafe) static var viewsimCalls = 0
    /// Calls of `referenceRegion` so far.
    nonisolated(unsafe) static var referenceCalls = 0

    /// Heap allocations made on this thread so far (CMallocCounter); 0 if not counted.
    static var allocations: UInt64 { viewsim_bench_allocations() }

    /// Whether the allocation counter sees the Swift runtime's allocations: one object allocated
    /// through the runtime must move it.
    static let allocationsCounted: Bool = {
        let before = viewsim_bench_allocations()
        probe = [before]  // escapes into a global: a heap allocation the optimiser cannot remove
        return viewsim_bench_allocations() != before
    }()
    nonisolated(unsafe) private static var probe: [UInt64] = []

    /// Prints the calls of each region to standard error when VIEWSIM_BENCH_REGIONS=1.
    static func printCallsIfAsked() {
        guard ProcessInfo.processInfo.environment["VIEWSIM_BENCH_REGIONS"] == "1" else { return }
        FileHandle.standardError.write(
            Data("regions: viewsim \(viewsimCalls) reference \(referenceCalls)\n".utf8))
    }
}

/// Runs `body`: one measured unit of viewsim's side (see MeasuredRegion).
@inline(__always)
func viewsimRegion(_ body: () -> Void) {
    MeasuredRegion.viewsimCalls += 1
    viewsimRegionMarker(body)
}

/// Runs `body`: one measured unit of the reference's side (see MeasuredRegion).
@inline(__always)
func referenceRegion(_ body: () -> Void) {
    MeasuredRegion.referenceCalls += 1
    referenceRegionMarker(body, 0)
}

/// The function callgrind collects on for viewsim's side: `body` and nothing else. Where it is
/// called with a closure literal the optimiser still makes a copy specialised for that closure,
/// named `$s20viewsim_bench_region…` (and merged copies `…Tm`); scripts/bench-instructions adds
/// those copies up (without the `Tm` ones, which their copies call).
@inline(never)
@_optimize(none)
@_silgen_name("viewsim_bench_region")
func viewsimRegionMarker(_ body: () -> Void) { body() }

/// The function callgrind collects on for the reference's side. Its unused second parameter keeps
/// LLVM from merging it with `viewsimRegionMarker` (identical bodies become one function, and one
/// region's instructions would be counted in the other).
@inline(never)
@_optimize(none)
@_silgen_name("viewsim_bench_reference_region")
func referenceRegionMarker(_ body: () -> Void, _ unused: Int) { body() }
