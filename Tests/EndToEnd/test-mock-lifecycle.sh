# kiosk-mock answers its health check and stops cleanly on SIGINT and SIGTERM.
source "$(dirname "$0")/lib.sh"

for signal in INT TERM; do
  start_mock
  curl -fsS "$MOCK_URL/__admin/health" | grep -q '"status":"ok"' || fail "health did not answer ok"
  kill -"$signal" "$MOCK_PID"
  status=0; wait "$MOCK_PID" || status=$?
  MOCK_PID=""
  [ "$status" = "0" ] || fail "kiosk-mock exited with $status on SIG$signal"
  curl -fsS -m 1 "$MOCK_URL/__admin/health" >/dev/null 2>&1 && fail "still answering after SIG$signal"
done
true
