#!/usr/bin/env bash
# The hand-written JSON readers against Foundation's JSONDecoder, on a 100-wine catalog page and
# a 1,000-counter list recorded from kiosk-mock in the same run (kiosk-bench-json). Each row is
# JSONDecoder's time over the reader's: a reader is kept only where that ratio moves its
# end-to-end figure (the import, the sync).
set -euo pipefail
"${KIOSK_BIN:-.build/release}/kiosk-bench-json" --rounds 7
