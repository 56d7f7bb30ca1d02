# Runs one browser flow (Tests/EndToEnd/web/FLOW.py: headless Chromium driven by Selenium)
# against kiosk-mock and kiosk-web on free loopback ports with a temporary data directory.
# Screenshots go to .build/web-screenshots/, those of each step to its failure/ on failure.
# Usage: web/run-flow.sh FLOW (counters, wine, pizza, trust); the flow finds the binaries in
# KIOSK_E2E_BIN and kiosk-web's data directory in KIOSK_E2E_DATA.
set -euo pipefail
cd "$(dirname "$0")/../../.."
FLOW="$1"
BIN="${KIOSK_BIN:-.build/debug}"
VENV="${KIOSK_WEB_VENV:-.build/web-venv}"
SHOTS=.build/web-screenshots
WORK="$(mktemp -d)"
MOCK_PID=""; WEB_PID=""

cleanup() {
  for pid in $WEB_PID $MOCK_PID; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT

fail() { echo "FAIL: $*" >&2; for log in "$WORK"/*.log; do echo "--- $log" >&2; cat "$log" >&2; done; exit 1; }

[ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ] || fail "chromium and chromium-driver are missing (make setup installs them)"
"$VENV/bin/python" -c "import selenium" 2>/dev/null || fail "no Selenium in $VENV (make setup installs it)"
[ -x "$BIN/kiosk-web" ] || fail "$BIN/kiosk-web is not built (make build)"

# Waits (at most 10 s) for "listening on http://127.0.0.1:PORT" in FILE and prints the URL.
listening() {
  for _ in $(seq 1 200); do
    url=$(sed -n 's/.*listening on \(http:\/\/127\.0\.0\.1:[0-9]*\).*/\1/p' "$1" 2>/dev/null | head -1)
    [ -n "$url" ] && { echo "$url"; return 0; }
    sleep 0.05
  done
  return 1
}

: > "$WORK/mock.log"
"$BIN/kiosk-mock" --port 0 2> "$WORK/mock.log" &
MOCK_PID=$!
MOCK_URL=$(listening "$WORK/mock.log") || fail "kiosk-mock did not start"

: > "$WORK/web.log"
"$BIN/kiosk-web" --port 0 --data-dir "$WORK/data" --server "$MOCK_URL" > "$WORK/web.log" 2> "$WORK/web-stderr.log" &
WEB_PID=$!
WEB_URL=$(listening "$WORK/web.log") || fail "kiosk-web did not start"
head -1 "$WORK/web.log" | grep -qx "kiosk-web listening on $WEB_URL" || fail "the address is not the first line on stdout"

rm -rf "$SHOTS/failure"
mkdir -p "$SHOTS"
start=$(date +%s)
export KIOSK_E2E_BIN="$BIN" KIOSK_E2E_DATA="$WORK/data"
timeout 300 "$VENV/bin/python" "Tests/EndToEnd/web/${FLOW}_flow.py" --web "$WEB_URL" --mock "$MOCK_URL" --shots "$SHOTS" \
  || fail "the browser flow failed (screenshots of each step: $SHOTS/failure/)"
echo "web e2e: took $(( $(date +%s) - start )) s"
