# Runs one browser flow (Tests/EndToEnd/web/FLOW.py: headless Chromium driven by Selenium)
# against kiosk-mock and kiosk-web on free loopback ports with a temporary data directory.
# Screenshots go to .build/web-screenshots/, those of each step to failure/FLOW/ on failure.
# Usage: web/run-flow.sh FLOW (counters, wine, pizza, trust); the flow finds the binaries in
# KIOSK_E2E_BIN and kiosk-web's data directory in KIOSK_E2E_DATA.
set -euo pipefail
cd "$(dirname "$0")/../../.."
FLOW="$1"
# The touch flow runs once per app (TOUCH_APP), side by side: each keeps its own failure shots.
export FLOW_LABEL="${FLOW}${TOUCH_APP:+-$TOUCH_APP}"
BIN="${KIOSK_BIN:-.build/debug}"
VENV="${KIOSK_WEB_VENV:-.build/test-venv}"
SHOTS=.build/web-screenshots
source Tests/EndToEnd/web/servers.sh

[ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ] || fail "chromium and chromium-driver are missing (make setup installs them)"
"$VENV/bin/python" -c "import selenium" 2>/dev/null || fail "no Selenium in $VENV (make setup installs it)"
[ -x "$BIN/kiosk-web" ] || fail "$BIN/kiosk-web is not built (make build)"

start_mock
start_web

rm -rf "$SHOTS/failure/$FLOW_LABEL"
mkdir -p "$SHOTS"
start=$(date +%s)
export KIOSK_E2E_BIN="$BIN" KIOSK_E2E_DATA="$WORK/data"
timeout 300 "$VENV/bin/python" "Tests/EndToEnd/web/${FLOW}_flow.py" --web "$WEB_URL" --mock "$MOCK_URL" --shots "$SHOTS" \
  || fail "the browser flow failed (screenshots of each step: $SHOTS/failure/$FLOW_LABEL/)"
echo "web e2e: took $(( $(date +%s) - start )) s"
