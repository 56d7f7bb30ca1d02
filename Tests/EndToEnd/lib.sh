# Helpers for the end-to-end scripts: a private tmux server per script, waiting for text on
# the screen (polling tmux, bounded), and comparing a screen with a golden file.
set -euo pipefail
BIN="${KIOSK_BIN:-.build/debug}"
BIN="$(cd "$BIN" && pwd)"
E2E_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SOCKET="kiosk-e2e-$$"
WORK="$(mktemp -d)"
MOCK_PID=""

cleanup() {
  tmux -L "$SOCKET" kill-server 2>/dev/null || true
  if [ -n "$MOCK_PID" ]; then kill "$MOCK_PID" 2>/dev/null || true; wait "$MOCK_PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

fail() { echo "FAIL: $*" >&2; echo "--- screen ---" >&2; screen >&2 || true; exit 1; }

# tmux on a private socket, in a clean environment (no colours, fixed TERM).
t() { tmux -L "$SOCKET" -f /dev/null "$@"; }

# Starts a session of WIDTHxHEIGHT running COMMAND.
start_session() {
  local width=$1 height=$2; shift 2
  t new-session -d -s e2e -x "$width" -y "$height" "env TERM=xterm-256color NO_COLOR=1 $*"
}

screen() { t capture-pane -p -t e2e; }

# How long a wait may take (seconds): a bound against a hang, not a speed check. NB: `make
# test` runs three scripts side by side on two cores, where a step of a debug build can take
# several seconds.
E2E_WAIT=${E2E_WAIT:-30}

# Waits (at most E2E_WAIT seconds) until TEXT is on the screen.
wait_for() {
  local text=$1 deadline=$((SECONDS + E2E_WAIT))
  while [ "$SECONDS" -lt "$deadline" ]; do
    screen 2>/dev/null | grep -qF -- "$text" && return 0
    sleep 0.05
  done
  fail "\"$text\" never appeared (waited $E2E_WAIT s)"
}

# Waits (at most E2E_WAIT seconds) until FILE exists.
wait_for_file() {
  local deadline=$((SECONDS + E2E_WAIT))
  while [ "$SECONDS" -lt "$deadline" ]; do [ -e "$1" ] && return 0; sleep 0.05; done
  fail "$1 never appeared (waited $E2E_WAIT s)"
}

# Compares the screen with golden/NAME.txt; KIOSK_GOLDEN_UPDATE=1 rewrites it.
expect_screen() {
  local golden="$E2E_DIR/golden/$1.txt"
  screen > "$WORK/screen.txt"
  if [ "${KIOSK_GOLDEN_UPDATE:-}" = "1" ]; then cp "$WORK/screen.txt" "$golden"; return 0; fi
  diff -u "$golden" "$WORK/screen.txt" >&2 || fail "screen differs from golden/$1.txt"
}

# Starts kiosk-mock on a free port; sets MOCK_URL.
start_mock() {
  # NB: create the log before the child does, or the first poll can race its redirection.
  : > "$WORK/mock.log"
  "$BIN/kiosk-mock" --port 0 "$@" 2> "$WORK/mock.log" &
  MOCK_PID=$!
  local deadline=$((SECONDS + E2E_WAIT))
  while [ "$SECONDS" -lt "$deadline" ]; do
    local port
    port=$(sed -n 's/.*listening on http:\/\/127.0.0.1:\([0-9]*\).*/\1/p' "$WORK/mock.log" 2>/dev/null | head -1)
    if [ -n "$port" ]; then MOCK_URL="http://127.0.0.1:$port"; return 0; fi
    sleep 0.05
  done
  cat "$WORK/mock.log" >&2
  fail "kiosk-mock did not start"
}

# From the Wine Club's sign-in screen: creates the employee Ana Lima (PIN 4821, with Tab
# between the fields) and waits for the confirmation.
wine_create_employee() {
  t send-keys -t e2e n
  wait_for "New employee"
  t send-keys -t e2e 4821 Tab Ana Tab Lima Tab ana@example.com Enter
  wait_for "Ana Lima can now sign in with their PIN."
}
