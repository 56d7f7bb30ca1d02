# schemathesis against kiosk-mock with Fixtures/openapi, bounded: 25 cases per operation and
# run (about 1,000 in all, about 10 s), with and without --validate (Tests/Schemathesis/run).
# No 5xx, every answer as described. `make contract` runs the long version.
# timeout: 240
# app: shared
set -euo pipefail
cd "$(dirname "$0")/../.."
KIOSK_BIN="${KIOSK_BIN:-.build/debug}" Tests/Schemathesis/run --max-examples 25
