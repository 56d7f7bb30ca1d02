#define _GNU_SOURCE
#include "CDynamicLibrary.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

// NB: 69 is sysexits' EX_UNAVAILABLE, "a service is unavailable".
enum { kiosk_library_unavailable = 69 };

void *kiosk_library_open(const char *soname, const char *package) {
    // NB: dlopen is thread-safe and counts its opens: two threads that race here get the same
    // handle, so no lock is held while a library's constructors run (a lock they could re-enter).
    // RTLD_LOCAL keeps the library's symbols (and OpenSSL's) out of the global scope.
    void *handle = dlopen(soname, RTLD_LAZY | RTLD_LOCAL);
    if (handle == NULL) {
        const char *why = dlerror();
        fprintf(stderr, "%s: %s could not be loaded (%s): install Debian's %s (make setup installs it)\n",
                program_invocation_short_name, soname, why != NULL ? why : "not found", package);
        exit(kiosk_library_unavailable);
    }
    return handle;
}

void *kiosk_library_symbol(void *_Atomic *cache, void *library, const char *soname, const char *name) {
    void *found = atomic_load_explicit(cache, memory_order_acquire);
    if (found != NULL) return found;
    found = dlsym(library, name);
    if (found == NULL) {
        fprintf(stderr, "%s: %s has no %s: this program needs a newer version of it\n",
                program_invocation_short_name, soname, name);
        exit(kiosk_library_unavailable);
    }
    atomic_store_explicit(cache, found, memory_order_release);
    return found;
}
