# A kiosk on PostgreSQL keeps adding to a cart while the server is stopped (fast, then as a
# crash) and started again: every command either succeeds or exits 69 naming the database,
# and the cart holds exactly what the successful adds put there (nothing lost, nothing doubled;
# a commit whose answer was lost may count once, and says so).
# timeout: 240
# app: wine
# NB: the script stops its server, so it runs beside a cluster of its own, durable (synchronous
# commits) so that a crash of the server loses no commit it confirmed.
if [ -z "${KIOSK_RESTART_CLUSTER:-}" ]; then
  KIOSK_RESTART_CLUSTER=1 KIOSK_TEST_POSTGRES_DURABLE=1 exec "$(dirname "$0")/../../Scripts/with-postgres" bash "$0"
fi
source "$(dirname "$0")/lib.sh"

start_mock
pg_ctl_() { (cd / && $KIOSK_TEST_POSTGRES_RUN_AS "$KIOSK_TEST_POSTGRES_BIN/pg_ctl" -D "$KIOSK_TEST_POSTGRES_DIR/data" "$@" >/dev/null); }
k() {
  env -i HOME="$WORK" PATH="$PATH" KIOSK_DATA_DIR="$WORK/data" KIOSK_DATABASE_URL="$KIOSK_TEST_POSTGRES_URL" KIOSK_NAME=front \
    "$BIN/kiosk" --server "$MOCK_URL" "$@"
}
k wine import >/dev/null 2>&1 || fail "import"
k wine employee add --pin 4321 --first-name Ana --last-name Lima >/dev/null 2>&1 || fail "employee add"
k wine login --pin 4321 >/dev/null 2>&1 || fail "login"
wine=$(k wine catalog --json --limit 1 2>/dev/null | python3 -c 'import json, sys; print(json.load(sys.stdin)["wines"][0]["id"])')

: > "$WORK/statuses"
(
  for _ in $(seq 1 2000); do
    [ -e "$WORK/enough" ] && break
    status=0
    k wine cart add "$wine" --quantity 1 --quiet >/dev/null 2>>"$WORK/errors" || status=$?
    echo "$status" >> "$WORK/statuses"
  done
) &
runner=$!

count() { grep -c "^$1\$" "$WORK/statuses" || true; }
# Waits (polling the run's progress, at most 60 s) until at least $2 commands exited $1.
await() {
  for _ in $(seq 1 1200); do [ "$(count "$1")" -ge "$2" ] && return 0; sleep 0.05; done
  fail "waited for $2 commands to exit $1; statuses: $(sort "$WORK/statuses" | uniq -c | tr '\n' ' ')"
}

for mode in fast immediate; do
  await 0 $(( $(count 0) + 10 ))
  pg_ctl_ -m "$mode" -w stop
  await 69 $(( $(count 69) + 3 ))
  pg_ctl_ -l "$KIOSK_TEST_POSTGRES_DIR/server.log" -w start
done
await 0 $(( $(count 0) + 10 ))
touch "$WORK/enough"
wait "$runner"

bad=$(grep -v -E '^(0|69)$' "$WORK/statuses" | sort | uniq -c || true)
[ -z "$bad" ] || fail "exits other than 0 and 69: $bad; $(grep -v 'wine.com' "$WORK/errors" | sort | uniq -c | head -5)"
unnamed=$(grep -v -e 'PostgreSQL database postgres at 127.0.0.1' -e 'wine.com' "$WORK/errors" | sort | uniq -c || true)
[ -z "$unnamed" ] || fail "a failure that does not name the database: $unnamed"
ok=$(count 0)
echo "restart: first failure: $(grep -v wine.com "$WORK/errors" | head -1)"
uncertain=$(grep -c 'may or may not' "$WORK/errors" || true)
in_cart=$(k wine cart --json 2>/dev/null | python3 -c 'import json, sys; print(sum(line["quantity"] for line in json.load(sys.stdin)["lines"]))')
echo "restart: $(wc -l < "$WORK/statuses") commands, $ok added, $(count 69) exit 69 ($uncertain of them uncertain), $in_cart in the cart"
[ "$in_cart" -ge "$ok" ] && [ "$in_cart" -le $(( ok + uncertain )) ] || fail "$ok adds succeeded ($uncertain uncertain) but the cart holds $in_cart"
