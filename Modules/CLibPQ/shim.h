// The system libpq (Debian libpq-dev), used instead of postgres-nio so that no
// BoringSSL/swift-crypto build joins the clean build. Queries go through PQexecParams only.
#include <libpq-fe.h>
