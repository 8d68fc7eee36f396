// The bridge between the Swift concurrency runtime and viewsim's simulated
// executor: while a thread drives a simulation, the main actor's executor is the
// simulation's, and jobs sent to the global concurrent executor from that thread
// go to the simulation too. Anywhere else the runtime behaves as usual.
// Simplifies: it uses the runtime's documented-in-source hook variables
// (swift_task_getMainExecutor_hook, swift_task_enqueueGlobal_hook), found with
// dlsym; if a runtime does not export them, viewsim_executor_install returns 0
// and the simulation says so. See docs/ARCHITECTURE.md, "Time and tasks".
#ifndef CVIEWSIM_EXECUTOR_H
#define CVIEWSIM_EXECUTOR_H

#include <stdint.h>

/// A serial executor as the runtime passes it: the executor object and its witness table.
typedef struct {
    const void *identity;
    uintptr_t implementation;
} ViewSimExecutorRef;

/// Receives a job that a driving thread sent to the global concurrent executor.
typedef void (*ViewSimGlobalSink)(void *job, void *context);

/// What a thread is driving: the simulation's executor (as the main executor) and
/// an opaque context handed to the global sink. A null context: nothing.
typedef struct {
    ViewSimExecutorRef executor;
    void *context;
} ViewSimDriving;

/// Installs the hooks once per process (later calls do nothing); returns 1 when
/// both hooks are in place, 0 when this runtime does not export them.
int viewsim_executor_install(ViewSimGlobalSink sink);

/// Makes this thread drive `next` and returns what it drove before.
ViewSimDriving viewsim_driving_swap(ViewSimDriving next);

/// The context this thread drives, or null.
void *viewsim_driving_context(void);

#endif
