# The disk fails in the middle of a command's work: an I/O error is injected (LD_PRELOAD shim,
# faults/failwrite.c) at each write to the SQLite files of a catalog import and of a Counters
# queue update. Every time the command either succeeds or fails saying the disk is failing
# (exit 1), the database stays intact (SQLite's integrity_check), a failed change is not there
# and a reported one is, and the next import completes.
# timeout: 420
# app: wine counters
source "$(dirname "$0")/lib.sh"

gcc -shared -fPIC -O1 -o "$WORK/failwrite.so" "$E2E_DIR/faults/failwrite.c" -ldl || fail "cannot build the shim"
start_mock --catalog-size 700
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

# --- the import ------------------------------------------------------------------------------
"$BIN/kiosk" --data-dir "$WORK/template" config >/dev/null   # created and migrated
cp -r "$WORK/template" "$WORK/clean"
faulty "$WORK/clean" 0 --server "$MOCK_URL" wine import >/dev/null 2>&1 || fail "the import without faults failed"
total=$(cat "$WORK/count")
expected=$("$BIN/kiosk" --data-dir "$WORK/clean" --server "$MOCK_URL" wine catalog --json --limit 1 2>/dev/null | python3 -c 'import json, sys; print(json.load(sys.stdin)["total"])')
failed=0; succeeded=0
for at in $(points "$total"); do
  rm -rf "$WORK/run"; cp -r "$WORK/template" "$WORK/run"
  status=0; faulty "$WORK/run" "$at" --server "$MOCK_URL" wine import >/dev/null 2>"$WORK/err" || status=$?
  case "$status" in
    0) succeeded=$((succeeded + 1)) ;;
    1) grep -q "full or failing" "$WORK/err" || fail "write $at: exit 1 without saying the disk failed: $(cat "$WORK/err")"; failed=$((failed + 1)) ;;
    *) fail "write $at of the import: exit $status: $(cat "$WORK/err")" ;;
  esac
  [ "$(integrity "$WORK/run")" = ok ] || fail "write $at of the import: the database is damaged"
  "$BIN/kiosk" --data-dir "$WORK/run" --server "$MOCK_URL" wine import >/dev/null 2>&1 || fail "write $at: the import after the failure failed"
  count=$("$BIN/kiosk" --data-dir "$WORK/run" --server "$MOCK_URL" wine catalog --json --limit 1 2>/dev/null | python3 -c 'import json, sys; print(json.load(sys.stdin)["total"])')
  [ "$count" = "$expected" ] || fail "write $at: $count wines after the next import, not $expected"
done
echo "import: $total writes; failed at $(points "$total" | wc -w) of them: $failed reported the disk failing, $succeeded succeeded (a failed checkpoint); intact every time"

# --- a Counters queue update ----------------------------------------------------------------
offline="http://127.0.0.1:9"
"$BIN/kiosk" --data-dir "$WORK/ctemplate" --server "$offline" counters add Apples >/dev/null 2>&1 || fail "counters add"
cp -r "$WORK/ctemplate" "$WORK/cclean"
faulty "$WORK/cclean" 0 --server "$offline" counters add Pears >/dev/null 2>&1 || fail "counters add without faults failed"
total=$(cat "$WORK/count")
failed=0; succeeded=0
for at in $(points "$total"); do
  rm -rf "$WORK/crun"; cp -r "$WORK/ctemplate" "$WORK/crun"
  status=0; faulty "$WORK/crun" "$at" --server "$offline" counters add Pears >/dev/null 2>"$WORK/err" || status=$?
  [ "$(integrity "$WORK/crun")" = ok ] || fail "write $at of counters add: the database is damaged"
  titles=$("$BIN/kiosk" --data-dir "$WORK/crun" --server "$offline" counters --json 2>/dev/null | python3 -c 'import json, sys; print(" ".join(c["title"] for c in json.load(sys.stdin)["counters"]))')
  case "$status" in
    0) [ "$titles" = "Apples Pears" ] || fail "write $at: counters add said it worked, the queue has: $titles"; succeeded=$((succeeded + 1)) ;;
    1) [ "$titles" = "Apples" ] || fail "write $at: counters add failed, the queue has: $titles"
       grep -q "full or failing" "$WORK/err" || fail "write $at: exit 1 without saying the disk failed: $(cat "$WORK/err")"
       failed=$((failed + 1)) ;;
    *) fail "write $at of counters add: exit $status: $(cat "$WORK/err")" ;;
  esac
done
echo "counters add: $total writes; failed at each: $failed reported the disk failing (nothing stored), $succeeded succeeded (stored); intact every time"
