// An LD_PRELOAD shim that fails one write to Kiosk's SQLite files with EIO, to show what a
// command does when the disk fails in the middle of its work (test-sqlite-io-faults-wine.sh, -counters.sh).
//
//   KIOSK_FAIL_WRITE_AT=N      the Nth write (1-based) to kiosk.sqlite, its -wal or -journal
//                              fails with EIO; 0 fails none
//   KIOSK_WRITE_COUNT_FILE=F   at exit, the number of such writes is written to F
//
// Writes are pwrite, pwrite64 and write on a descriptor whose path contains "kiosk.sqlite"
// (read from /proc/self/fd), which is how SQLite's unix VFS writes.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static long fail_at = -1;
static long writes = 0;

static int is_database(int fd) {
    char link[64], path[4096];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, path, sizeof path - 1);
    if (n <= 0) return 0;
    path[n] = 0;
    return strstr(path, "kiosk.sqlite") != NULL;
}

// Counts a write to the database; true when this one must fail.
static int must_fail(int fd) {
    if (fail_at < 0) {
        const char *at = getenv("KIOSK_FAIL_WRITE_AT");
        fail_at = at ? atol(at) : 0;
    }
    if (!is_database(fd)) return 0;
    writes += 1;
    return fail_at > 0 && writes == fail_at;
}

ssize_t pwrite64(int fd, const void *buf, size_t count, off_t offset) {
    static ssize_t (*real)(int, const void *, size_t, off_t);
    if (!real) real = dlsym(RTLD_NEXT, "pwrite64");
    if (must_fail(fd)) { errno = EIO; return -1; }
    return real(fd, buf, count, offset);
}

ssize_t pwrite(int fd, const void *buf, size_t count, off_t offset) {
    static ssize_t (*real)(int, const void *, size_t, off_t);
    if (!real) real = dlsym(RTLD_NEXT, "pwrite");
    if (must_fail(fd)) { errno = EIO; return -1; }
    return real(fd, buf, count, offset);
}

ssize_t write(int fd, const void *buf, size_t count) {
    static ssize_t (*real)(int, const void *, size_t);
    if (!real) real = dlsym(RTLD_NEXT, "write");
    if (fd > 2 && must_fail(fd)) { errno = EIO; return -1; }
    return real(fd, buf, count);
}

__attribute__((destructor)) static void report(void) {
    const char *file = getenv("KIOSK_WRITE_COUNT_FILE");
    if (!file) return;
    FILE *out = fopen(file, "w");
    if (!out) return;
    fprintf(out, "%ld\n", writes);
    fclose(out);
}
