#!/usr/bin/env bash
# kiosk-mock on loopback, measured beside a bare Hummingbird hello-world built in the same
# package (bench-hello), in the same run: requests/s and p99 on the counters list with the
# journal on, a recorded catalog page, resident memory after about a million requests, and the
# time from launch to the first answered request. Bounded in time (about a minute of wrk).
#
#   KIOSK_BIN=.build/release bash Benchmarks/bench-mock.sh     (make bench-mock)
#
# wrk comes from Debian (apt-get install wrk). Servers started here are stopped by their PID.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${KIOSK_BIN:-.build/release}"
duration="${BENCH_SECONDS:-10}"
command -v wrk >/dev/null || { echo "bench-mock: wrk is missing (apt-get install wrk)" >&2; exit 1; }
[ -x "$bin/kiosk-mock" ] && [ -x "$bin/bench-hello" ] || { echo "bench-mock: build first (make bench-mock)" >&2; exit 1; }

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
wait_for() { for _ in $(seq 1 500); do curl -s -o /dev/null "$1" && return 0; sleep 0.01; done; return 1; }
now_ms() { date +%s%3N; }

# wrk's "Requests/sec" and the 99% latency in ms.
measure() {
  local url="$1" seconds="$2" output rps p99 unit value
  output=$(wrk -t2 -c16 -d"${seconds}s" --latency "$url")
  rps=$(awk '/Requests\/sec/ {print $2}' <<< "$output")
  value=$(awk '$1 == "99%" {print $2}' <<< "$output")
  unit=$(sed -E 's/^[0-9.]+//' <<< "$value")
  value=$(sed -E 's/[a-z]+$//' <<< "$value")
  case "$unit" in us) p99=$(awk -v v="$value" 'BEGIN {printf "%.2f", v / 1000}') ;; s) p99=$(awk -v v="$value" 'BEGIN {printf "%.2f", v * 1000}') ;; *) p99="$value" ;; esac
  local total
  total=$(awk '/requests in/ {print $1}' <<< "$output")
  echo "$rps $p99 $total"
}

# Start-up: launch to the first answered request (the counters list), best of three.
best_start=999999
for _ in 1 2 3; do
  port=$(free_port)
  start=$(now_ms)
  "$bin/kiosk-mock" --port "$port" 2>/dev/null &
  pid=$!
  pids+=($pid)
  until curl -s -o /dev/null "http://127.0.0.1:$port/api/v1/counters"; do :; done
  elapsed=$(( $(now_ms) - start ))
  [ "$elapsed" -lt "$best_start" ] && best_start=$elapsed
  kill "$pid"; wait "$pid" 2>/dev/null || true
done

hello_port=$(free_port)
"$bin/bench-hello" "$hello_port" >/dev/null 2>&1 &
pids+=($!)
mock_port=$(free_port)
"$bin/kiosk-mock" --port "$mock_port" 2>/dev/null &
mock_pid=$!
pids+=($mock_pid)
wait_for "http://127.0.0.1:$hello_port/hello"
wait_for "http://127.0.0.1:$mock_port/__admin/health"
for title in Coffee Tea Water Juice Milk; do
  curl -s -o /dev/null -X POST -H 'Content-Type: application/json' -d "{\"title\":\"$title\"}" "http://127.0.0.1:$mock_port/api/v1/counter"
  sleep 0.002
done

read -r hello_rps hello_p99 _ <<< "$(measure "http://127.0.0.1:$hello_port/hello" "$duration")"
read -r list_rps list_p99 list_total <<< "$(measure "http://127.0.0.1:$mock_port/api/v1/counters" "$duration")"
read -r page_rps page_p99 page_total <<< "$(measure "http://127.0.0.1:$mock_port/api/beta2/service.svc/json/catalog?apikey=kiosk-demo-key&filter=categories(124)&sort=name|ascending&size=5" "$duration")"
# Top up to about a million requests, then read the resident memory.
served=$(( list_total + page_total ))
remaining=$(( 1000000 - served ))
if [ "$remaining" -gt 0 ] && [ "$list_rps" != "" ]; then
  seconds=$(awk -v r="$remaining" -v s="$list_rps" 'BEGIN {t = int(r / s) + 1; if (t > 40) t = 40; print t}')
  read -r _ _ more <<< "$(measure "http://127.0.0.1:$mock_port/api/v1/counters" "$seconds")"
  served=$(( served + more ))
fi
rss_kb=$(awk '/VmRSS/ {print $2}' "/proc/$mock_pid/status")
journal=$(curl -s "http://127.0.0.1:$mock_port/__admin/journal?limit=0")

ratio=$(awk -v a="$list_rps" -v b="$hello_rps" 'BEGIN {printf "%.0f", 100 * a / b}')
echo "bench-mock (wrk -t2 -c16, ${duration}s each, loopback, $(nproc) cores shared with wrk)"
printf '  %-34s %10s req/s  p99 %6s ms\n' "bare Hummingbird hello-world" "$hello_rps" "$hello_p99"
printf '  %-34s %10s req/s  p99 %6s ms  (%s%% of the bare server)\n' "counters list, journal on" "$list_rps" "$list_p99" "$ratio"
printf '  %-34s %10s req/s  p99 %6s ms\n' "catalog page (filter, sort, size 5)" "$page_rps" "$page_p99"
printf '  %-34s %10s MB after %s requests (journal %s)\n' "resident memory" "$(( rss_kb / 1024 ))" "$served" "$(sed -E 's/,"entries".*//' <<< "$journal")}"
printf '  %-34s %10s ms (launch to first answered request, best of 3)\n' "start-up" "$best_start"
