# What the SQLite I/O-fault scripts share (sourced after lib.sh): the LD_PRELOAD shim
# (faults/failwrite.c) that fails one write of a command's, chosen by number, and counts them.
gcc -shared -fPIC -O1 -o "$WORK/failwrite.so" "$E2E_DIR/faults/failwrite.c" -ldl || fail "cannot build the shim"
integrity() { python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("PRAGMA integrity_check").fetchone()[0])' "$1/kiosk.sqlite"; }
# Runs kiosk on data directory $1 with the write $2 failing (0: none), counting writes in $WORK/count.
faulty() {
  local data=$1 at=$2; shift 2
  KIOSK_FAIL_WRITE_AT="$at" KIOSK_WRITE_COUNT_FILE="$WORK/count" LD_PRELOAD="$WORK/failwrite.so" \
    "$BIN/kiosk" --data-dir "$data" "$@"
}
# The writes to fail among $1. Quick: every one up to 32; else the first 8 and the last 8
# (opening the WAL, the commit and the checkpoint: where a failure is handled differently)
# and 16 spread between them (page writes, all handled alike). KIOSK_TEST_LONG=1: every one up
# to 120, else 120 spread over all of them.
points() {
  python3 - "$1" "${KIOSK_TEST_LONG:-0}" <<'PY'
import sys
n, long = int(sys.argv[1]), sys.argv[2] == "1"
if long:
    picked = {1 + i * n // min(n, 120) for i in range(min(n, 120))}
elif n <= 32:
    picked = set(range(1, n + 1))
else:
    picked = set(range(1, 9)) | set(range(n - 7, n + 1)) | {9 + i * (n - 16) // 16 for i in range(16)}
print(" ".join(str(p) for p in sorted(picked)))
PY
}

