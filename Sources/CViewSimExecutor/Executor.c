// See include/CViewSimExecutor.h.
#include "CViewSimExecutor.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

#define SWIFTCC __attribute__((swiftcall))

typedef ViewSimExecutorRef (SWIFTCC *GetMainOriginal)(void);
typedef ViewSimExecutorRef (SWIFTCC *GetMainHook)(GetMainOriginal original);
typedef void (SWIFTCC *EnqueueGlobalOriginal)(void *job);
typedef void (SWIFTCC *EnqueueGlobalHook)(void *job, EnqueueGlobalOriginal original);

static _Thread_local ViewSimDriving driving;
static ViewSimGlobalSink globalSink;
// Hooks someone else installed before viewsim, called when this thread drives nothing.
static GetMainHook previousGetMain;
static EnqueueGlobalHook previousEnqueueGlobal;
static int installed;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static SWIFTCC ViewSimExecutorRef getMainExecutor(GetMainOriginal original) {
    if (driving.context != NULL) return driving.executor;
    if (previousGetMain != NULL) return previousGetMain(original);
    return original();
}

static SWIFTCC void enqueueGlobal(void *job, EnqueueGlobalOriginal original) {
    if (driving.context != NULL) {
        globalSink(job, driving.context);
        return;
    }
    if (previousEnqueueGlobal != NULL) {
        previousEnqueueGlobal(job, original);
        return;
    }
    original(job);
}

static void install(void) {
    GetMainHook *getMainSlot = (GetMainHook *)dlsym(RTLD_DEFAULT, "swift_task_getMainExecutor_hook");
    EnqueueGlobalHook *enqueueGlobalSlot = (EnqueueGlobalHook *)dlsym(RTLD_DEFAULT, "swift_task_enqueueGlobal_hook");
    if (getMainSlot == NULL || enqueueGlobalSlot == NULL) return;
    previousGetMain = *getMainSlot;
    previousEnqueueGlobal = *enqueueGlobalSlot;
    *getMainSlot = getMainExecutor;
    *enqueueGlobalSlot = enqueueGlobal;
    installed = 1;
}

int viewsim_executor_install(ViewSimGlobalSink sink) {
    globalSink = sink;
    pthread_once(&once, install);
    return installed;
}

ViewSimDriving viewsim_driving_swap(ViewSimDriving next) {
    ViewSimDriving previous = driving;
    driving = next;
    return previous;
}

void *viewsim_driving_context(void) { return driving.context; }
