// Typed wrappers around libcurl's variadic entry points.
//
// NB: `curl_easy_setopt`, `curl_easy_getinfo` and `curl_multi_setopt` are C variadic functions
// (and macros with type checks on some compilers), which Swift cannot call. Each wrapper below
// fixes one argument type so Swift sees an ordinary function.
#ifndef KIOSK_CCURL_SHIM_H
#define KIOSK_CCURL_SHIM_H

#include <curl/curl.h>
#include <dlfcn.h>
#include <stdint.h>

typedef size_t (*kiosk_curl_write_callback)(char *, size_t, size_t, void *);
typedef size_t (*kiosk_curl_read_callback)(char *, size_t, size_t, void *);
typedef int (*kiosk_curl_seek_callback)(void *, curl_off_t, int);
typedef int (*kiosk_curl_xferinfo_callback)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t);
typedef curl_socket_t (*kiosk_curl_opensocket_callback)(void *, curlsocktype, struct curl_sockaddr *);

static inline CURLcode kiosk_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode kiosk_curl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode kiosk_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode kiosk_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode kiosk_curl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode kiosk_curl_easy_setopt_write_callback(CURL *handle, CURLoption option, kiosk_curl_write_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode kiosk_curl_easy_setopt_read_callback(CURL *handle, kiosk_curl_read_callback value) {
    return curl_easy_setopt(handle, CURLOPT_READFUNCTION, value);
}

static inline CURLcode kiosk_curl_easy_setopt_seek_callback(CURL *handle, kiosk_curl_seek_callback value) {
    return curl_easy_setopt(handle, CURLOPT_SEEKFUNCTION, value);
}

static inline CURLcode kiosk_curl_easy_setopt_xferinfo_callback(CURL *handle, kiosk_curl_xferinfo_callback value) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, value);
}

static inline CURLcode kiosk_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode kiosk_curl_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode kiosk_curl_easy_getinfo_double(CURL *handle, CURLINFO info, double *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode kiosk_curl_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode kiosk_curl_easy_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLMcode kiosk_curl_multi_setopt_long(CURLM *handle, CURLMoption option, long value) {
    return curl_multi_setopt(handle, option, value);
}

// NB: CURLVERSION_NOW is a macro naming the newest enum case the header knows; Swift cannot
// import it.
static inline curl_version_info_data *kiosk_curl_version_info(void) {
    return curl_version_info(CURLVERSION_NOW);
}

// Asks OpenSSL, when libcurl is built on it, not to tear itself down in an `atexit` handler.
//
// NB: the handler frees OpenSSL's tables while the process exits, even under a transfer another
// thread still has in flight (a command ends at its deadline, not at its transfer's end), and
// costs every process that made a request 0.3 ms at exit for memory the kernel frees anyway.
// OPENSSL_INIT_NO_ATEXIT (OpenSSL 1.1.1 and later) only counts in the first initialisation,
// so this runs just before libcurl's. The function is looked up, not linked: with another TLS
// library (GnuTLS) there is none, and nothing to do.
static inline void kiosk_openssl_skip_cleanup_at_exit(void) {
    typedef int (*kiosk_openssl_init_crypto)(uint64_t, const void *);
    kiosk_openssl_init_crypto init = (kiosk_openssl_init_crypto)dlsym(RTLD_DEFAULT, "OPENSSL_init_crypto");
    if (init != NULL) {
        init(0x00080000L /* OPENSSL_INIT_NO_ATEXIT */, NULL);
    }
}

// NB: CURL_GLOBAL_ALL is a macro built from other macros, which Swift does not import.
static inline CURLcode kiosk_curl_global_init_all(void) {
    kiosk_openssl_skip_cleanup_at_exit();
    return curl_global_init(CURL_GLOBAL_ALL);
}

#endif
