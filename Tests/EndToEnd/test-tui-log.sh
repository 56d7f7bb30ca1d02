# kiosk-tui -v logs to a file, never onto the screen: --log-file, else
# $XDG_STATE_HOME/kiosk/kiosk-tui.log; --help says where.
# timeout: 180
# app: shared
source "$(dirname "$0")/lib.sh"

"$BIN/kiosk-tui" --help | grep -qF "XDG_STATE_HOME/kiosk/kiosk-tui.log" || fail "--help does not say where the log goes"
"$BIN/kiosk-tui" --help | grep -qF -- "--log-file" || fail "--help does not name --log-file"

start_mock
start_session 100 30 "$BIN/kiosk-tui -v --data-dir $WORK/data --server $MOCK_URL --log-file $WORK/tui.log"
wait_for "Pick an app"
# Counters syncs when it opens: a request, logged at debug level.
t send-keys -t e2e 3
wait_for "No counters yet"
for _ in $(seq 1 200); do grep -q "api/v1/counters" "$WORK/tui.log" 2>/dev/null && break; sleep 0.05; done
grep -q "api/v1/counters" "$WORK/tui.log" || fail "the request is not in the log file: $(cat "$WORK/tui.log")"
# The line is written by now; had it gone to stderr it would be on the screen.
screen | grep -qE "debug|api/v1|kiosk: \[" && fail "log lines are on the screen"
t send-keys -t e2e q
for _ in $(seq 1 100); do t has-session -t e2e 2>/dev/null || break; sleep 0.05; done

# Without --log-file: the XDG state directory.
SOCKET="$SOCKET-xdg"
start_session 100 30 "env XDG_STATE_HOME=$WORK/state $BIN/kiosk-tui -v --data-dir $WORK/data --server $MOCK_URL"
wait_for "Pick an app"
t send-keys -t e2e 3
wait_for "No counters yet"
for _ in $(seq 1 200); do grep -q "api/v1/counters" "$WORK/state/kiosk/kiosk-tui.log" 2>/dev/null && break; sleep 0.05; done
grep -q "api/v1/counters" "$WORK/state/kiosk/kiosk-tui.log" || fail "nothing logged under \$XDG_STATE_HOME/kiosk/"
screen | grep -qE "debug|api/v1" && fail "log lines are on the screen"
true
