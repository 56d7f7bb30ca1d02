# Sourced by the web end-to-end scripts: a temporary WORK folder, kiosk-mock and kiosk-web on
# free loopback ports (stopped, and WORK deleted, on exit), and `fail`, which shows their logs.
# Expects BIN (the binaries). `start_mock` sets MOCK_URL; `start_web [PREFIX…]` runs kiosk-web
# on WORK/data against the mock (PREFIX, e.g. a ulimit wrapper, before it) and sets WEB_URL.
WORK="$(mktemp -d)"
MOCK_PID=""; WEB_PID=""

cleanup() {
  for pid in $WEB_PID $MOCK_PID; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT

fail() { echo "FAIL: $*" >&2; for log in "$WORK"/*.log; do echo "--- $log" >&2; cat "$log" >&2; done; exit 1; }

# Waits (at most 30 s: a hang guard, for a loaded `make test`) for "listening on
# http://127.0.0.1:PORT" in FILE and prints the URL.
listening() {
  local deadline=$((SECONDS + 30))
  while [ "$SECONDS" -lt "$deadline" ]; do
    url=$(sed -n 's/.*listening on \(http:\/\/127\.0\.0\.1:[0-9]*\).*/\1/p' "$1" 2>/dev/null | head -1)
    [ -n "$url" ] && { echo "$url"; return 0; }
    sleep 0.05
  done
  return 1
}

start_mock() {
  : > "$WORK/mock.log"
  "$BIN/kiosk-mock" --port 0 "$@" 2> "$WORK/mock.log" &
  MOCK_PID=$!
  MOCK_URL=$(listening "$WORK/mock.log") || fail "kiosk-mock did not start"
}

start_web() {
  : > "$WORK/web.log"
  "$@" "$BIN/kiosk-web" --port 0 --data-dir "$WORK/data" --server "$MOCK_URL" "${WEB_OPTIONS[@]}" > "$WORK/web.log" 2> "$WORK/web-stderr.log" &
  WEB_PID=$!
  WEB_URL=$(listening "$WORK/web.log") || fail "kiosk-web did not start"
  head -1 "$WORK/web.log" | grep -qx "kiosk-web listening on $WEB_URL" || fail "the address is not the first line on stdout"
}
WEB_OPTIONS=()
