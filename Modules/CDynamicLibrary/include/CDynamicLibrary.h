// Shared libraries opened on first use, for the C libraries only some commands need.
//
// NB: libcurl and libpq, linked, are loaded with their dependencies (OpenSSL, Kerberos, LDAP,
// nghttp2, …) by the dynamic loader before `main`, in every process: `kiosk --version`, a Tab
// completion and a catalog page that makes no request paid for them; so were libpng and
// libturbojpeg, which only a label drawn needs. Opened on first call they cost only the
// commands that call them. The modules that wrap them (CCurl, CLibPQ, CPNG, CJPEG) define the
// library's functions under their own names, each forwarding to the library's on first use, so
// the Swift code calls them as if they were linked.
#ifndef KIOSK_CDYNAMICLIBRARY_H
#define KIOSK_CDYNAMICLIBRARY_H

#include <stdatomic.h>

/// The library `soname` (such as "libcurl.so.4"), opened once; when it cannot be, the process
/// ends with status 69 and a message naming the library, why, and the Debian `package` that has
/// it, as the dynamic loader would have ended it at start, but only for a command that needs it.
void *kiosk_library_open(const char *soname, const char *package);

/// The address of `name` in `library`, found once and kept in `cache`; a library without it (an
/// older version) ends the process as `kiosk_library_open` does.
void *kiosk_library_symbol(void *_Atomic *cache, void *library, const char *soname, const char *name);

// KIOSK_LIBRARY(getter, soname, package): `static void *getter(void)`, the library's handle.
#define KIOSK_LIBRARY(getter, soname, package)                                         \
    static const char getter##_soname[] = soname;                                      \
    static void *getter(void) {                                                        \
        static void *_Atomic handle;                                                   \
        void *opened = atomic_load_explicit(&handle, memory_order_acquire);            \
        if (opened == NULL) {                                                          \
            opened = kiosk_library_open(soname, package);                              \
            atomic_store_explicit(&handle, opened, memory_order_release);              \
        }                                                                              \
        return opened;                                                                 \
    }

// KIOSK_FORWARD(getter, ret, name, params, args): defines `ret name params`, calling the
// library's `name` with `args`. KIOSK_FORWARD_VOID the same for a function returning nothing.
#define KIOSK_FORWARD(getter, ret, name, params, args)                                 \
    ret name params {                                                                  \
        static void *_Atomic entry;                                                    \
        ret (*function) params = (ret (*) params)kiosk_library_symbol(                 \
            &entry, getter(), getter##_soname, #name);                                 \
        return function args;                                                          \
    }

#define KIOSK_FORWARD_VOID(getter, name, params, args)                                 \
    void name params {                                                                 \
        static void *_Atomic entry;                                                    \
        void (*function) params = (void (*) params)kiosk_library_symbol(               \
            &entry, getter(), getter##_soname, #name);                                 \
        function args;                                                                 \
    }

#endif
