# The TUI's frame budget: render + diff + encode of a 10,000-item catalog screen at 200×60
# (< 2 ms per frame) and the bytes of a one-line change (< 200). See Benchmarks/TUI/main.swift.
set -euo pipefail
"${KIOSK_BIN:-.build/release}/tui-bench"
