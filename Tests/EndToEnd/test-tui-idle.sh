# The Wine Club's idle sign-out in the TUI and the CLI, on a 3-second limit: the countdown shows,
# keys keep the sign-in, a screen left alone returns to the sign-in by itself saying why; a
# `kiosk wine` command after the limit finds the CLI's sign-in ended, and one within it does not.
# timeout: 120
# app: wine
source "$(dirname "$0")/lib.sh"

start_mock
start_session 100 30 "$BIN/kiosk-tui --idle-sign-out 3 --data-dir $WORK/data --server $MOCK_URL"
wait_for "Pick an app"
t send-keys -t e2e 1
wait_for "Sign in with your PIN"
wine_create_employee
t send-keys -t e2e 4821 Enter
# NB: with a limit this short the countdown starts at once, in the banner the welcome had.
wait_for "Catalog · Ana Lima"
wait_for "Signing out in"

# A key every second for twice the limit keeps the sign-in.
for _ in 1 2 3 4 5 6; do
  t send-keys -t e2e Down
  sleep 1
  screen | grep -qF "Sign in with your PIN" && fail "keys did not keep the sign-in"
done

# Left alone: back to the sign-in by itself, saying why.
wait_for "Ana Lima was signed out after 3 seconds without use."
wait_for "Sign in with your PIN"
t send-keys -t e2e Escape
wait_for "Pick an app"
t send-keys -t e2e q

# The CLI: a command within the limit keeps the sign-in; one after it finds it ended.
kiosk() { KIOSK_IDLE_SIGN_OUT=3 "$BIN/kiosk" --data-dir "$WORK/data" --server "$MOCK_URL" "$@"; }
kiosk wine login --pin 4821 > /dev/null
sleep 1
kiosk wine whoami 2> "$WORK/err" | grep -qF "Ana Lima" || fail "the CLI's sign-in ended within the limit"
sleep 4
kiosk wine whoami > /dev/null 2> "$WORK/err" && fail "whoami succeeded after the limit"
grep -qF "Ana Lima was signed out after 3 seconds without use." "$WORK/err" || { cat "$WORK/err" >&2; fail "the CLI did not say why"; }
true
