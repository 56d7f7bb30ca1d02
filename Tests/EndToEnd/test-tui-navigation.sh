# Home → an app → back with Esc; `?` opens the key overlay and any key closes it; keys typed
# in one burst (several keys in one read) are all applied; `q` quits from any screen.
# timeout: 180
# app: shared
source "$(dirname "$0")/lib.sh"

# Waits (at most 10 s) until TEXT is no longer on the screen.
wait_for_gone() {
  for _ in $(seq 1 200); do
    screen 2>/dev/null | grep -qF -- "$1" || return 0
    sleep 0.05
  done
  fail "\"$1\" never went away"
}

start_session 100 30 "$BIN/kiosk-tui --data-dir $WORK/data"
wait_for "Pick an app"

t send-keys -t e2e '?'
wait_for "any key closes this"
wait_for "quit Kiosk"
t send-keys -t e2e x
wait_for_gone "any key closes this"

# Two downs and Enter in one write: Counters opens.
t send-keys -t e2e Down Down Enter
wait_for "Kiosk › Counters"
wait_for "esc back"

t send-keys -t e2e Escape
wait_for "Pick an app"
wait_for "› 3  Counters"
t send-keys -t e2e Enter
wait_for "Kiosk › Counters"
t send-keys -t e2e q
for _ in $(seq 1 100); do t has-session -t e2e 2>/dev/null || exit 0; sleep 0.05; done
fail "q inside an app did not quit"
