// CMalloc: glibc's malloc statistics (mallinfo2), which the Glibc Swift module does
// not export. Used only by viewsim-bench to measure the heap the trace holds.
#include <malloc.h>
