// The system libpq (Debian libpq-dev), used instead of postgres-nio so that no
// BoringSSL/swift-crypto build joins the clean build. Queries go through PQexecParams only.
//
// NB: libpq is not linked: the functions the Swift code calls are defined in LibPQLoader.c,
// which opens libpq on the first call (CDynamicLibrary.h says why). The header is named by its
// folder so that no pkg-config flag (which would link libpq too) is needed to find it.
#ifndef KIOSK_CLIBPQ_H
#define KIOSK_CLIBPQ_H

#include <postgresql/libpq-fe.h>

#endif
