#!/usr/bin/env bash
# Wine Club at scale, against kiosk-mock --catalog-size 100000 on a loopback port:
#   - import: HTTP paging at size 100, decoding, SQLite upsert in transactions (target ≥ 10,000 products/s),
#     beside `curl -K` downloading the same category map and pages over one connection from the
#     same kiosk-mock (nothing decoded, nothing stored): the import's time as a ratio of curl's
#     (target ≤ 1.3x), the median of three pairs (curl, then an import into a fresh directory),
#     after a first curl run that warms the mock's generated pages.
#   - a sorted, filtered, searched first page read from the database (target < 20 ms)
#   - `kiosk wine catalog` as a whole process (target < 60 ms), beside `kiosk --version` as the
#     baseline of a Swift process that only starts and parses its arguments, the two run in turn.
#   - the same command with wine.com hanging (a loopback server that accepts and never answers):
#     a local command waits at most 300 ms for the service check, so the ratio to the healthy
#     run stays bounded (it was the check's whole 3 s).
# Each timing is the best of several runs, which filters out the noise of a shared machine.
set -euo pipefail
BIN="${KIOSK_BIN:-.build/release}"
SIZE="${WINE_BENCH_SIZE:-100000}"
DATA="$(mktemp -d)"
# NB: both ports from one process holding both sockets at once, so they differ: asked for one
# at a time, the system could hand the silent server the port the mock was still starting on,
# and the run then waited forever on the silent server's health.
read -r PORT SILENT_PORT < <(python3 -c 'import socket; a = socket.socket(); a.bind(("127.0.0.1", 0)); b = socket.socket(); b.bind(("127.0.0.1", 0)); print(a.getsockname()[1], b.getsockname()[1])')
SERVER="http://127.0.0.1:$PORT"
"$BIN/kiosk-mock" --port "$PORT" --catalog-size "$SIZE" >/dev/null 2>&1 &
MOCK=$!
python3 - "$SILENT_PORT" <<'PY' &
import socket, sys
server = socket.socket(); server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
server.bind(("127.0.0.1", int(sys.argv[1]))); server.listen(64)
held = []
while True:  # accepts, reads nothing, answers nothing
    held.append(server.accept()[0])
PY
SILENT=$!
# NB: errexit holds in the trap too, and waiting for a killed process fails (143): without
# `|| true` the trap stopped there, the run exited 143 and the data directory stayed behind.
trap 'kill $MOCK $SILENT 2>/dev/null; wait $MOCK $SILENT 2>/dev/null || true; rm -rf "$DATA"' EXIT
ready=""
for _ in $(seq 1 200); do
  curl -fs --max-time 1 "$SERVER/__admin/health" >/dev/null 2>&1 && { ready=1; break; }
  sleep 0.1
done
[ -n "$ready" ] || { echo "kiosk-mock did not answer on port $PORT" >&2; exit 1; }

now() { date +%s%N; }
ms() { echo "scale=1; $1 / 1000000" | bc; }
kiosk() { "$BIN/kiosk" "$@" --data-dir "$DATA_CATALOG" --server "$SERVER"; }

# The import's requests, as a curl config: the category map, then every page of 100 in the
# import's order (oldest first, by id), each written to /dev/null.
API="$SERVER/api/beta2/service.svc/json"
KEY="${KIOSK_WINE_APIKEY:-kiosk-demo-key}"
total=$(curl -fs "$API/catalog?apikey=$KEY&sort=justIn%7Cascending&offset=0&size=1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["Products"]["Total"])')
{
  echo "url = \"$API/categorymap?apikey=$KEY&filter=categories(490)&show=(4+5+1+6)\""
  echo 'output = "/dev/null"'
  for offset in $(seq 0 100 $(( total - 1 ))); do
    echo "url = \"$API/catalog?apikey=$KEY&sort=justIn%7Cascending&offset=$offset&size=100\""
    echo 'output = "/dev/null"'
  done
} > "$DATA/pages.curl"
pages=$(( $(grep -c '^url' "$DATA/pages.curl") - 1 ))
# Prints the elapsed ns; fails unless every answer was a 200 and curl opened one connection.
curl_pages() {
  local s; s=$(now)
  curl -s --compressed -K "$DATA/pages.curl" -w '%{http_code} %{num_connects}\n' > "$DATA/curl.out"
  local e=$(( $(now) - s ))
  local bad; bad=$(awk '$1 != 200' "$DATA/curl.out" | wc -l)
  local connects; connects=$(awk '{ n += $2 } END { print n }' "$DATA/curl.out")
  [ "$bad" -eq 0 ] && [ "$connects" -eq 1 ] || { echo "curl baseline: $bad failed answers, $connects connections" >&2; exit 1; }
  echo "$e"
}

# NB: three pairs, curl then an import into a fresh directory, after a first curl run that warms
# the mock's generated pages; the ratio is the median of the pairs'. One import beside the
# better of two curl runs moved from 1.14x to 1.33x between runs of one build: curl's own time
# moved by a fifth between runs a minute apart.
curl_pages > /dev/null
import_pairs=""
for pair in 1 2 3; do
  curl_ns=$(curl_pages)
  start=$(now)
  "$BIN/kiosk" wine import --json --data-dir "$DATA/import-$pair" --server "$SERVER" > "$DATA/import.json"
  import_ns=$(( $(now) - start ))
  import_pairs+="$curl_ns $import_ns"$'\n'
done
# The last import's directory is the catalog the rest of this script browses.
rm -rf "$DATA/import-1" "$DATA/import-2"
mv "$DATA/import-3" "$DATA/catalog"
DATA_CATALOG="$DATA/catalog"
elapsed=$(echo -n "$import_pairs" | awk '{print $2}' | sort -n | awk '{t[NR] = $1} END {print t[int((NR + 1) / 2)]}')
curl_best=$(echo -n "$import_pairs" | awk 'NR == 1 || $1 < b {b = $1} END {print b}')
import_ratios=$(echo -n "$import_pairs" | awk '{printf "%s%.2f", (NR > 1 ? " " : ""), $2 / $1}')
import_median=$(tr ' ' '\n' <<< "$import_ratios" | sort -g | awk '{r[NR] = $1} END {print r[int((NR + 1) / 2)]}')
imported=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["imported"])' "$DATA/import.json")
# The connections the import opens: the sockets it connects to the mock, counted by strace in a
# second import into an empty directory (strace slows it; this run is not timed).
# NB: a socket is counted once however many connect() calls it takes: libcurl 7.88 calls
# connect() again on the connection the transport's probe opened and handed over (it ignores
# CURL_SOCKOPT_ALREADY_CONNECTED), which completes that connect and opens nothing.
if command -v strace >/dev/null; then
  strace -f -qq -e trace=connect,close -o "$DATA/connects" "$BIN/kiosk" wine import --data-dir "$DATA/second" --server "$SERVER" >/dev/null 2>&1 || true
  connects=$(python3 - "$DATA/connects" "htons($PORT)" <<'PY'
import re, sys
connected, count = set(), 0
for line in open(sys.argv[1]):
    call = re.search(r"\b(connect|close)\((\d+)", line)
    if not call:
        continue
    fd = call.group(2)
    if call.group(1) == "close":
        connected.discard(fd)
    elif sys.argv[2] in line and fd not in connected:
        connected.add(fd)
        count += 1
print(count)
PY
)
  requests=$(( pages + 1 ))
  echo "import connections: $connects for $requests requests, 4 pages in flight (target <= 4)"
fi
rate=$(echo "$imported * 1000000000 / $elapsed" | bc)
echo "import: $imported products in $(ms $elapsed) ms (median of 3) = $rate products/s (target >= 10000)"
echo "  baseline curl -K, the category map and the same $pages pages over one connection, run before each import: best $(ms $curl_best) ms; import = ${import_median}x curl's time, median of the pairs ($import_ratios) (target <= 1.3x)"

# A common word within a large category: 8,349 of the 48,913 Red Wines have a "Cellars" name.
QUERY=(wine catalog --sort -name --category "Red Wine" --search "cellars" --limit 25)
best_query=""
for _ in $(seq 1 10); do
  q=$(kiosk "${QUERY[@]}" --verbose 2>&1 >/dev/null | sed -n 's/.*catalog page read in \([0-9.]*\) ms.*/\1/p' | head -1)
  if [ -z "$best_query" ] || [ "$(echo "$q < $best_query" | bc)" -eq 1 ]; then best_query=$q; fi
done
echo "first page (sorted Z-A, Red Wine, \"cellars\") from $imported products: $best_query ms (target < 20)"

best() {
  local best=""
  for _ in $(seq 1 15); do
    local s; s=$(now); "$@" >/dev/null 2>&1 || true; local e=$(( $(now) - s ))
    if [ -z "$best" ] || [ "$e" -lt "$best" ]; then best=$e; fi
  done
  echo "$best"
}
# NB: the two commands alternate, 21 pairs: timed in turn, both see the same machine. Timed
# one after the other (15 of each), a shared machine's slow spell could fall on one of them
# alone, and the ratio moved from 1.3x to 2.0x between two runs of one build.
pairs=""
for _ in $(seq 1 21); do
  s=$(now); "$BIN/kiosk" --version >/dev/null 2>&1 || true; v=$(( $(now) - s ))
  s=$(now); kiosk "${QUERY[@]}" >/dev/null 2>&1 || true; c=$(( $(now) - s ))
  pairs+="$v $c"$'\n'
done
baseline=$(echo -n "$pairs" | awk 'NR == 1 || $1 < b { b = $1 } END { print b }')
whole=$(echo -n "$pairs" | awk 'NR == 1 || $2 < b { b = $2 } END { print b }')
median_ratio=$(echo -n "$pairs" | awk '{ print $2 / $1 }' | sort -g | awk '{ r[NR] = $1 } END { printf "%.2f", r[int((NR + 1) / 2)] }')
echo "kiosk --version (baseline process): $(ms $baseline) ms"
echo "kiosk wine catalog (whole process, API check included): $(ms $whole) ms = $(echo "scale=2; $whole / $baseline" | bc)x kiosk --version, best of 21 each, alternating; median of the 21 pairs' ratios ${median_ratio}x (targets < 60 ms, <= 1.5x)"

hanging=$(best "$BIN/kiosk" "${QUERY[@]}" --data-dir "$DATA_CATALOG" --server "http://127.0.0.1:$SILENT_PORT")
echo "kiosk wine catalog with wine.com hanging: $(ms $hanging) ms = $(echo "scale=2; $hanging / $whole" | bc)x the healthy run (bounded by the 300 ms check budget)"
