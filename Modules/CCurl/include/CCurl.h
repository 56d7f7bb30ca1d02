// Typed wrappers around libcurl's variadic entry points, and libcurl opened on first use.
//
// NB: `curl_easy_setopt`, `curl_easy_getinfo` and `curl_multi_setopt` are C variadic functions
// (and macros with type checks on some compilers), which Swift cannot call. Each wrapper below
// fixes one argument type so Swift sees an ordinary function. libcurl is not linked: the
// functions the Swift code calls are defined in CurlLoader.c, which opens libcurl on the first
// call (CDynamicLibrary.h says why).
#ifndef KIOSK_CCURL_SHIM_H
#define KIOSK_CCURL_SHIM_H

#include <curl/curl.h>

typedef size_t (*kiosk_curl_write_callback)(char *, size_t, size_t, void *);
typedef size_t (*kiosk_curl_read_callback)(char *, size_t, size_t, void *);
typedef int (*kiosk_curl_seek_callback)(void *, curl_off_t, int);
typedef curl_socket_t (*kiosk_curl_opensocket_callback)(void *, curlsocktype, struct curl_sockaddr *);
typedef int (*kiosk_curl_sockopt_callback)(void *, curl_socket_t, curlsocktype);

CURLcode kiosk_curl_easy_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode kiosk_curl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value);
CURLcode kiosk_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode kiosk_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode kiosk_curl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value);
CURLcode kiosk_curl_easy_setopt_write_callback(CURL *handle, CURLoption option, kiosk_curl_write_callback value);
CURLcode kiosk_curl_easy_setopt_read_callback(CURL *handle, kiosk_curl_read_callback value);
CURLcode kiosk_curl_easy_setopt_seek_callback(CURL *handle, kiosk_curl_seek_callback value);
CURLcode kiosk_curl_easy_setopt_opensocket_callback(CURL *handle, kiosk_curl_opensocket_callback value);
CURLcode kiosk_curl_easy_setopt_sockopt_callback(CURL *handle, kiosk_curl_sockopt_callback value);
CURLcode kiosk_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLMcode kiosk_curl_multi_setopt_long(CURLM *handle, CURLMoption option, long value);

// NB: CURLVERSION_NOW is a macro naming the newest enum case the header knows; Swift cannot
// import it.
curl_version_info_data *kiosk_curl_version_info(void);

// `curl_global_init(CURL_GLOBAL_ALL)`, with OpenSSL asked first not to tear itself down at exit.
//
// NB: CURL_GLOBAL_ALL is a macro built from other macros, which Swift does not import. OpenSSL's
// `atexit` handler frees its tables while the process exits, even under a transfer another
// thread still has in flight (a command ends at its deadline, not at its transfer's end), and
// costs every process that made a request at exit for memory the kernel frees anyway.
CURLcode kiosk_curl_global_init_all(void);

#endif
