# The disk fails in the middle of a catalog import: an I/O error is injected (LD_PRELOAD shim,
# faults/failwrite.c) at each write to the SQLite files. Every time the import either succeeds or
# fails saying the disk is failing (exit 1), the database stays intact (SQLite's
# integrity_check), and the next import completes with the whole catalog.
# NB: 300 generated wines (4 pages) make every kind of write an import does (opening the WAL,
# page writes, the commit, the checkpoint) in few enough writes that the quick run fails each.
# timeout: 420
# app: wine
source "$(dirname "$0")/lib.sh"
source "$E2E_DIR/faults/io-faults.sh"
start_mock --catalog-size 300

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
