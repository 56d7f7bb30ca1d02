# Counters in the TUI against kiosk-mock: add, increment, batch-delete; then the server goes
# away (offline banner, the change kept as pending) and `r` syncs it once the server is back.
# timeout: 180
# app: counters
source "$(dirname "$0")/lib.sh"

start_mock
port=${MOCK_URL##*:}
start_session 100 30 "$BIN/kiosk-tui --data-dir $WORK/data --server $MOCK_URL"
wait_for "Pick an app"
t send-keys -t e2e 3
wait_for "No counters yet"

t send-keys -t e2e n T e a Enter
wait_for "0  Tea"
t send-keys -t e2e n N a p s Enter
wait_for "0  Naps"
t send-keys -t e2e + + Up +
wait_for "1  Tea"
wait_for "2  Naps"
wait_for "2 items · Counted 3 times"
for _ in $(seq 1 100); do
  curl -fsS "$MOCK_URL/api/v1/counters" | grep -q '"count":2' && break
  sleep 0.05
done
curl -fsS "$MOCK_URL/api/v1/counters" | grep -q '"title":"Naps","count":2' || fail "the server did not get the increments"

# Edit mode: select both, delete after confirming.
t send-keys -t e2e e Home Space End Space
wait_for "Edit (2 selected)"
t send-keys -t e2e d
wait_for "Delete 2 counters: "
t send-keys -t e2e y
wait_for "No counters yet"

# The server goes away: the new counter is kept, pending, and the banner offers a retry.
kill "$MOCK_PID"; wait "$MOCK_PID" 2>/dev/null || true; MOCK_PID=""
t send-keys -t e2e n C o f f e e Enter
wait_for "can't reach the Counters server"
wait_for "• pending"

# Back on the same port: `r` syncs and the banner leaves.
start_mock --port "$port"
t send-keys -t e2e r
for _ in $(seq 1 200); do
  screen | grep -qF "can't reach" || break
  sleep 0.05
done
screen | grep -qF "can't reach" && fail "the offline banner did not leave after r"
curl -fsS "$MOCK_URL/api/v1/counters" | grep -q '"title":"Coffee"' || fail "the pending counter was not synced"
true
