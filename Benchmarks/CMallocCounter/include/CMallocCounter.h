// CMallocCounter: counts the heap allocations of the calling thread, for viewsim-bench.
// The target defines malloc, calloc, realloc, posix_memalign, aligned_alloc and memalign in
// the viewsim-bench executable; the dynamic linker binds every library's calls to them
// (the executable comes first in symbol lookup), and each forwards to glibc's own
// implementation (__libc_malloc and its siblings) after adding one to a thread-local count.
// What it simplifies: it counts calls, not bytes; frees are not interposed (glibc's free
// takes the blocks back as usual); allocations glibc makes internally through its own
// hidden aliases are not seen. Linux/glibc only: elsewhere the count stays 0.
#ifndef VIEWSIM_C_MALLOC_COUNTER_H
#define VIEWSIM_C_MALLOC_COUNTER_H

#include <stdint.h>

/// Allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) made on the
/// calling thread since it started. Read it before and after a region: the difference is the
/// region's allocations.
uint64_t viewsim_bench_allocations(void);

#endif
