// libcurl's functions that Kiosk calls, each forwarding to libcurl's own, which is opened on
// the first call (CDynamicLibrary.h).
#define CURL_DISABLE_TYPECHECK
#include "CCurl.h"

#include <CDynamicLibrary.h>
#include <dlfcn.h>
#include <stdint.h>

KIOSK_LIBRARY(curl_library, "libcurl.so.4", "libcurl4")

KIOSK_FORWARD(curl_library, CURL *, curl_easy_init, (void), ())
KIOSK_FORWARD_VOID(curl_library, curl_easy_cleanup, (CURL *handle), (handle))
KIOSK_FORWARD(curl_library, CURLcode, curl_easy_perform, (CURL *handle), (handle))
KIOSK_FORWARD(curl_library, const char *, curl_easy_strerror, (CURLcode code), (code))
KIOSK_FORWARD(curl_library, CURLcode, curl_global_init, (long flags), (flags))
KIOSK_FORWARD(curl_library, CURLM *, curl_multi_init, (void), ())
KIOSK_FORWARD(curl_library, CURLMcode, curl_multi_cleanup, (CURLM *multi), (multi))
KIOSK_FORWARD(curl_library, CURLMcode, curl_multi_add_handle, (CURLM *multi, CURL *handle), (multi, handle))
KIOSK_FORWARD(curl_library, CURLMcode, curl_multi_remove_handle, (CURLM *multi, CURL *handle), (multi, handle))
KIOSK_FORWARD(curl_library, CURLMsg *, curl_multi_info_read, (CURLM *multi, int *queued), (multi, queued))
KIOSK_FORWARD(curl_library, CURLMcode, curl_multi_perform, (CURLM *multi, int *running), (multi, running))
KIOSK_FORWARD(curl_library, CURLMcode, curl_multi_poll,
              (CURLM *multi, struct curl_waitfd extra[], unsigned int count, int timeout, int *ready),
              (multi, extra, count, timeout, ready))
KIOSK_FORWARD(curl_library, CURLMcode, curl_multi_wakeup, (CURLM *multi), (multi))
KIOSK_FORWARD(curl_library, const char *, curl_multi_strerror, (CURLMcode code), (code))
KIOSK_FORWARD(curl_library, struct curl_slist *, curl_slist_append, (struct curl_slist *list, const char *text), (list, text))
KIOSK_FORWARD_VOID(curl_library, curl_slist_free_all, (struct curl_slist *list), (list))
KIOSK_FORWARD(curl_library, curl_version_info_data *, curl_version_info, (CURLversion version), (version))

// The variadic entry points, called through a pointer of their own (variadic) type with one
// argument of the type each wrapper fixes: an ordinary C call.
typedef CURLcode (*easy_setopt_function)(CURL *, CURLoption, ...);
typedef CURLcode (*easy_getinfo_function)(CURL *, CURLINFO, ...);
typedef CURLMcode (*multi_setopt_function)(CURLM *, CURLMoption, ...);

static easy_setopt_function easy_setopt(void) {
    static void *_Atomic entry;
    return (easy_setopt_function)kiosk_library_symbol(&entry, curl_library(), curl_library_soname, "curl_easy_setopt");
}

CURLcode kiosk_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return easy_setopt()(handle, option, value);
}

CURLcode kiosk_curl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return easy_setopt()(handle, option, value);
}

CURLcode kiosk_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return easy_setopt()(handle, option, value);
}

CURLcode kiosk_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return easy_setopt()(handle, option, value);
}

CURLcode kiosk_curl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return easy_setopt()(handle, option, value);
}

CURLcode kiosk_curl_easy_setopt_write_callback(CURL *handle, CURLoption option, kiosk_curl_write_callback value) {
    return easy_setopt()(handle, option, value);
}

CURLcode kiosk_curl_easy_setopt_read_callback(CURL *handle, kiosk_curl_read_callback value) {
    return easy_setopt()(handle, CURLOPT_READFUNCTION, value);
}

CURLcode kiosk_curl_easy_setopt_seek_callback(CURL *handle, kiosk_curl_seek_callback value) {
    return easy_setopt()(handle, CURLOPT_SEEKFUNCTION, value);
}

CURLcode kiosk_curl_easy_setopt_opensocket_callback(CURL *handle, kiosk_curl_opensocket_callback value) {
    return easy_setopt()(handle, CURLOPT_OPENSOCKETFUNCTION, value);
}

CURLcode kiosk_curl_easy_setopt_sockopt_callback(CURL *handle, kiosk_curl_sockopt_callback value) {
    return easy_setopt()(handle, CURLOPT_SOCKOPTFUNCTION, value);
}

CURLcode kiosk_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    static void *_Atomic entry;
    easy_getinfo_function getinfo = (easy_getinfo_function)kiosk_library_symbol(&entry, curl_library(), curl_library_soname, "curl_easy_getinfo");
    return getinfo(handle, info, value);
}

CURLMcode kiosk_curl_multi_setopt_long(CURLM *handle, CURLMoption option, long value) {
    static void *_Atomic entry;
    multi_setopt_function setopt = (multi_setopt_function)kiosk_library_symbol(&entry, curl_library(), curl_library_soname, "curl_multi_setopt");
    return setopt(handle, option, value);
}

curl_version_info_data *kiosk_curl_version_info(void) {
    return curl_version_info(CURLVERSION_NOW);
}

CURLcode kiosk_curl_global_init_all(void) {
    // NB: OPENSSL_INIT_NO_ATEXIT (OpenSSL 1.1.1 and later) only counts in the first
    // initialisation, so this runs just before libcurl's. The function is looked up in libcurl's
    // dependencies, not linked: with another TLS library (GnuTLS) there is none, and nothing to do.
    typedef int (*openssl_init_crypto)(uint64_t, const void *);
    openssl_init_crypto init = (openssl_init_crypto)dlsym(curl_library(), "OPENSSL_init_crypto");
    if (init != NULL) {
        init(0x00080000L /* OPENSSL_INIT_NO_ATEXIT */, NULL);
    }
    return curl_global_init(CURL_GLOBAL_ALL);
}
