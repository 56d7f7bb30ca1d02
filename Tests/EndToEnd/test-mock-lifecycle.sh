# kiosk-mock answers its health check and stops cleanly on SIGINT and SIGTERM, promptly even
# while clients hold requests open (a latency fault, a half-sent body, idle keep-alive).
# timeout: 180
# app: shared
source "$(dirname "$0")/lib.sh"

# Waits (at most 5 s) for the mock to exit after SIG$1; kills it and fails otherwise, so a mock
# that ignores the signal fails here instead of holding the script.
await_exit() {
  for _ in $(seq 1 100); do kill -0 "$MOCK_PID" 2>/dev/null || return 0; sleep 0.05; done
  kill -KILL "$MOCK_PID"; fail "kiosk-mock still running 5 s after SIG$1"
}

for signal in INT TERM; do
  start_mock
  curl -fsS "$MOCK_URL/__admin/health" | grep -q '"status":"ok"' || fail "health did not answer ok"
  kill -"$signal" "$MOCK_PID"
  await_exit "$signal"
  status=0; wait "$MOCK_PID" || status=$?
  MOCK_PID=""
  [ "$status" = "0" ] || fail "kiosk-mock exited with $status on SIG$signal"
  curl -fsS -m 1 "$MOCK_URL/__admin/health" >/dev/null 2>&1 && fail "still answering after SIG$signal"
done
# Held requests: graceful shutdown waits for them for at most the grace period (0.5 s), then
# cancels them. Without it SIGTERM waited out the latency (minutes) or the missing body (forever).
start_mock
curl -fsS -X POST -H 'Content-Type: application/json' \
  -d '{"kind":"latency","latencyMs":600000,"route":"/bins/150da7"}' "$MOCK_URL/__admin/faults" >/dev/null
port="${MOCK_URL##*:}"
exec 3<>"/dev/tcp/127.0.0.1/$port"   # held by the latency fault
printf 'GET /bins/150da7 HTTP/1.1\r\nHost: x\r\n\r\n' >&3
exec 4<>"/dev/tcp/127.0.0.1/$port"   # half a body, then silence
printf 'POST /api/v1/counter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"ti' >&4
exec 5<>"/dev/tcp/127.0.0.1/$port"   # answered, then idle keep-alive
printf 'GET /api/v1/counters HTTP/1.1\r\nHost: x\r\n\r\n' >&5
# Sent last and answered: the server has taken the connections opened before it.
read -r -t 10 answer <&5 || fail "no answer on the keep-alive connection"
case "$answer" in "HTTP/1.1 200"*) ;; *) fail "keep-alive request answered \"$answer\"" ;; esac
kill -TERM "$MOCK_PID"
exited=""
for _ in $(seq 1 60); do
  if ! kill -0 "$MOCK_PID" 2>/dev/null; then exited=1; break; fi
  sleep 0.05
done
if [ -z "$exited" ]; then kill -KILL "$MOCK_PID"; fail "kiosk-mock still running 3 s after SIGTERM with requests held open"; fi
status=0; wait "$MOCK_PID" || status=$?
MOCK_PID=""
[ "$status" = "0" ] || fail "kiosk-mock exited with $status on SIGTERM with requests held open"
exec 3>&- 4>&- 5>&-
true
