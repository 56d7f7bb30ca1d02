# A kiosk on PostgreSQL while the server is stopped and started again: Counters works from
# the data directory's SQLite file (the CLI and the TUI), the Wine Club and Nenno's say the
# database is unavailable (exit 69, naming it, never the password), kiosk-tui starts with a
# banner saying so that goes once the server is back, and the Pizza cart's banner goes with
# the first read that works (the TUI's 5 s re-read), without a key pressed.
# timeout: 240
# app: counters wine
# NB: the script stops its server, so it runs beside a cluster of its own.
if [ -z "${KIOSK_AWAY_CLUSTER:-}" ]; then
  KIOSK_AWAY_CLUSTER=1 exec "$(dirname "$0")/../../Scripts/with-postgres" bash "$0"
fi
source "$(dirname "$0")/lib.sh"

start_mock
pg_ctl_() { (cd / && $KIOSK_TEST_POSTGRES_RUN_AS "$KIOSK_TEST_POSTGRES_BIN/pg_ctl" -D "$KIOSK_TEST_POSTGRES_DIR/data" "$@" >/dev/null); }
# NB: a password in the URL (trust ignores it) that must never be shown.
url="${KIOSK_TEST_POSTGRES_URL/@/:s3cret-p@ss@}"
settings="HOME=$WORK KIOSK_DATA_DIR=$WORK/data KIOSK_DATABASE_URL=$url KIOSK_NAME=front"
k() { env -i PATH="$PATH" $settings "$BIN/kiosk" --server "$MOCK_URL" "$@"; }
# Waits (at most 15 s: the TUI reads again every 5 s) until TEXT is gone from the screen.
wait_gone() {
  for _ in $(seq 1 300); do screen | grep -qF -- "$1" || return 0; sleep 0.05; done
  fail "\"$1\" stayed on the screen"
}

k wine employee add --pin 4321 --first-name Ana --last-name Lima > /dev/null 2>&1 || fail "employee add"
k pizza cart add-drink Coke > /dev/null 2>&1 || fail "pizza cart add-drink"
k counters add "Cups of coffee" --quiet > /dev/null || fail "counters add"

pg_ctl_ -m fast -w stop
k counters add Tea > /dev/null 2>&1 || fail "counters add with PostgreSQL stopped"
k counters inc Tea > /dev/null 2>&1 || fail "counters inc with PostgreSQL stopped"
titles=$(k counters list --json 2>/dev/null | python3 -c 'import json, sys; print(",".join(sorted(c["title"] for c in json.load(sys.stdin)["counters"])))')
[ "$titles" = "Cups of coffee,Tea" ] || fail "counters list with PostgreSQL stopped: $titles"
status=0; k wine employees > /dev/null 2> "$WORK/wine.err" || status=$?
[ "$status" = 69 ] || fail "kiosk wine employees exited $status with PostgreSQL stopped: $(cat "$WORK/wine.err")"
grep -q "PostgreSQL database postgres at 127.0.0.1" "$WORK/wine.err" || fail "the failure does not name the database: $(cat "$WORK/wine.err")"
if grep -q "s3cret\|p@ss" "$WORK/wine.err" "$WORK/mock.log"; then fail "the password was shown"; fi
k config > "$WORK/config.out" 2>&1 || true
grep -q "s3cret\|p@ss" "$WORK/config.out" && fail "kiosk config shows the password: $(cat "$WORK/config.out")"

start_session 100 30 "$settings $BIN/kiosk-tui --server $MOCK_URL"
wait_for "Pick an app"
wait_for "wait for the shared database; Counters works. Trying again"
t send-keys -t e2e 3
wait_for "Cups of coffee"
t send-keys -t e2e n
t send-keys -t e2e -l Naps
t send-keys -t e2e Enter
wait_for "Naps"
t send-keys -t e2e Escape
wait_for "Pick an app"
t send-keys -t e2e 2
wait_for "NENNO'S PIZZA"
wait_for "Margherita"
t send-keys -t e2e c
wait_for "PostgreSQL database postgres at 127.0.0.1"
screen | grep -q "s3cret\|p@ss" && fail "the TUI shows the password"

pg_ctl_ -l "$KIOSK_TEST_POSTGRES_DIR/server.log" -w start
wait_for "Coke"
wait_gone "PostgreSQL database postgres"
t send-keys -t e2e Escape
sleep 0.2 # NB: two Escapes at once read as one Alt-Escape.
t send-keys -t e2e Escape
wait_for "Pick an app"
wait_gone "wait for the shared database"
k wine employees > /dev/null 2>&1 || fail "kiosk wine employees after the restart"
echo "ok: Counters worked with PostgreSQL stopped; the banners went once it was back"
