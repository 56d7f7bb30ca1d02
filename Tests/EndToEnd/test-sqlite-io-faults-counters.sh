# The disk fails in the middle of a Counters queue update: an I/O error is injected
# (LD_PRELOAD shim, faults/failwrite.c) at each write of `kiosk counters add` to the SQLite
# files. Every time the command either succeeds (and the counter is queued) or fails saying the
# disk is failing (exit 1, nothing stored), and the database stays intact (integrity_check).
# timeout: 300
# app: counters
source "$(dirname "$0")/lib.sh"
source "$E2E_DIR/faults/io-faults.sh"

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
