#!/usr/bin/env bash
# kiosk-web for many kiosks at once: 16 signed-in sessions (wrk, one connection and one session
# cookie each: Benchmarks/web-sessions.lua) asking for random pages 1 to 4,000 of the
# 100,000-wine catalog, beside the same server's rate for its static stylesheet
# (/static/kiosk.css, with the same wrk and the same cookies): the two in turn, three rounds of
# WEB_BENCH_SECONDS each. Targets: the pages' rate at least 0.1x the stylesheet's, p99 under
# 50 ms. Every answer must be a 200 (a lost session would answer 303s). Loopback only; bounded
# in time; servers stopped by PID. The rows go to RESULTS.md with the machine's load.
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/results.sh
BIN="${KIOSK_BIN:-.build/release}"
SIZE="${WEB_BENCH_SIZE:-100000}"
SESSIONS="${WEB_BENCH_SESSIONS:-16}"
PAGES="${WEB_BENCH_PAGES:-4000}"
SECONDS_PER_RUN="${WEB_BENCH_SECONDS:-5}"
command -v wrk >/dev/null || { echo "bench-web-sessions: wrk is missing (Scripts/setup bench)" >&2; exit 1; }
for product in kiosk kiosk-mock kiosk-web; do
  [ -x "$BIN/$product" ] || { echo "bench-web-sessions: $BIN/$product is not built (make bench)" >&2; exit 1; }
done
NAME=bench-web-sessions
source "$(dirname "$0")/servers.sh"

MOCK_PORT=$(free_port)
"$BIN/kiosk-mock" --port "$MOCK_PORT" --catalog-size "$SIZE" >/dev/null 2>&1 &
PIDS+=($!)
MOCK="http://127.0.0.1:$MOCK_PORT"
wait_for "$MOCK/__admin/health"
"$BIN/kiosk" wine import --json --data-dir "$WORK/data" --server "$MOCK" > /dev/null
"$BIN/kiosk" wine employee add --pin 2468 --first-name Bench --last-name Mark --quiet --data-dir "$WORK/data" --server "$MOCK" > /dev/null

WEB_PORT=$(free_port)
"$BIN/kiosk-web" --port "$WEB_PORT" --data-dir "$WORK/data" --server "$MOCK" > "$WORK/web.log" 2>&1 &
PIDS+=($!)
WEB="http://127.0.0.1:$WEB_PORT"
wait_for "$WEB/"
# One signed-in session per connection.
cookies=""
for session in $(seq 1 "$SESSIONS"); do
  jar="$WORK/jar-$session"
  curl -s -c "$jar" -b "$jar" -o "$WORK/signin.html" "$WEB/wine/sign-in"
  csrf=$(sed -n 's/.*name="_csrf" value="\([0-9a-f]*\)".*/\1/p' "$WORK/signin.html" | head -1)
  curl -s -c "$jar" -b "$jar" -o /dev/null -X POST --data "_csrf=$csrf&pin=2468" "$WEB/wine/sign-in"
  curl -s -b "$jar" -o "$WORK/page.html" "$WEB/wine/catalog?page=$PAGES"
  grep -q 'class="title"' "$WORK/page.html" || { echo "bench-web-sessions: session $session sees no wine on page $PAGES" >&2; exit 1; }
  cookies+="kiosk_session=$(awk '$6 == "kiosk_session" { print $7 }' "$jar") "
done

# wrk PATH: "req/s p99_ms not-200s".
measure() {
  local output
  output=$(WEB_COOKIES="$cookies" WEB_PATH="$1" WEB_PAGES="$PAGES" \
    wrk -t"$SESSIONS" -c"$SESSIONS" -d"${SECONDS_PER_RUN}s" --latency -s Benchmarks/web-sessions.lua "$WEB")
  local rps; rps=$(echo "$output" | awk '/Requests\/sec/ { print $2 }')
  local p99; p99=$(echo "$output" | awk '$1 == "99%" { v = $2; if (v ~ /us$/) { sub(/us$/, "", v); v = v / 1000 } else if (v ~ /ms$/) { sub(/ms$/, "", v) } else if (v ~ /s$/) { sub(/s$/, "", v); v = v * 1000 }; print v }')
  local failed; failed=$(echo "$output" | awk '/^not 200:/ { print $3 }')
  local errors; errors=$(echo "$output" | awk '/Socket errors/ { print }')
  [ "${failed:-1}" = 0 ] && [ -z "$errors" ] || { echo "bench-web-sessions: $1: ${failed:-?} answers not 200 $errors" >&2; exit 1; }
  # NB: a round in which no page was answered has no latency distribution.
  echo "$rps ${p99:-none}"
}
LOAD_BEFORE=$(bench_load)
rounds=""
for round in 1 2 3; do
  read -r css_rps css_p99 <<< "$(measure /static/kiosk.css)"
  read -r page_rps page_p99 <<< "$(measure "/wine/catalog?page=%d")"
  echo "round $round: static kiosk.css $css_rps req/s (p99 $css_p99 ms); catalog pages, $SESSIONS sessions: $page_rps req/s (p99 $page_p99 ms)"
  rounds+="$css_rps $css_p99 $page_rps $page_p99"$'\n'
done
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
ratio=$(awk '{ printf "%.3f\n", $3 / $1 }' <<< "${rounds%$'\n'}" | median)
ratios=$(awk '{ printf "%s%.3f", (NR > 1 ? ", " : ""), $3 / $1 }' <<< "${rounds%$'\n'}")
page_rps=$(awk '{ print $3 }' <<< "${rounds%$'\n'}" | median)
css_rps=$(awk '{ print $1 }' <<< "${rounds%$'\n'}" | median)
page_p99=$(awk '{ print ($4 == "none" ? 999999 : $4) }' <<< "${rounds%$'\n'}" | median | sed "s/^999999$/none/")
page_p99s=$(awk '{ printf "%s%s", (NR > 1 ? ", " : ""), $4 }' <<< "${rounds%$'\n'}")
echo "catalog pages, $SESSIONS signed-in sessions at once, random pages 1-$PAGES of $SIZE wines: $page_rps req/s = ${ratio}x the static stylesheet's $css_rps req/s (rounds $ratios; target >= 0.1x); p99 $page_p99 ms (rounds $page_p99s; target < 50 ms)"
record_rows "kiosk-web, many kiosks at once (\`bench-web-sessions.sh\`)" \
  "| when (UTC), commit | what | Kiosk (median of 3 rounds) | yardstick, same run | ratio: median of the rounds (each round) | p99 (each round) | target | load (1, 5, 15 min) |" \
  "| $(bench_stamp) | $SESSIONS signed-in sessions (wrk -t$SESSIONS -c$SESSIONS, a cookie each), random catalog pages 1–$PAGES of $SIZE wines, ${SECONDS_PER_RUN} s a round | $page_rps req/s | the static stylesheet, same server, same wrk: $css_rps req/s | **${ratio}×** ($ratios) | $page_p99 ms ($page_p99s) | ≥ 0.1×, p99 < 50 ms | before $LOAD_BEFORE, after $(bench_load) |"
