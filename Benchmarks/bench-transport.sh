#!/usr/bin/env bash
# CurlTransport against URLSession and the curl tool: 2,000 small GETs over keep-alive, then
# with 16 in flight, all against one loopback server in the same process (kiosk-bench).
# Targets: no slower than URLSession, within 1.3x of the curl tool.
set -euo pipefail
"${KIOSK_BIN:-.build/release}/kiosk-bench" --requests 2000 --in-flight 16 --rounds 5
