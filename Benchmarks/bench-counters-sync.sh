#!/usr/bin/env bash
# Counters: drain 1,000 queued changes against kiosk-mock on loopback (>= 500 ops/s).
set -euo pipefail
"${KIOSK_BIN:-.build/release}/kiosk-bench-counters"
