#!/usr/bin/env bash
# The Wine Club on a shared PostgreSQL beside SQLite, in one run, against kiosk-mock
# --catalog-size 100000 on a loopback port (each ratio against a baseline measured here):
#   - the 100,000-wine import: PostgreSQL's time over SQLite's (median of three each, each into an
#     empty catalog)
#   - the first catalog page (sorted Z-A, Red Wine, "cellars"), whole process, best of 10:
#     PostgreSQL's over SQLite's
#   - cart adds as whole `kiosk` processes: 8 kiosks at once (operations/s) over one kiosk,
#     and over pgbench running the same transaction (advisory lock, read, rewrite) from 8
#     clients: what the database alone allows
# It runs beside a throwaway cluster of its own (Scripts/with-postgres), durable like a real one.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${KIOSK_BENCH_CLUSTER:-}" ]; then
  KIOSK_BENCH_CLUSTER=1 KIOSK_TEST_POSTGRES_DURABLE=1 exec Scripts/with-postgres bash "$0"
fi
BIN="${KIOSK_BIN:-.build/release}"
BIN="$(cd "$BIN" && pwd)"
SIZE="${WINE_BENCH_SIZE:-100000}"
ADDS="${POSTGRES_BENCH_ADDS:-100}"
DATA="$(mktemp -d)"
PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
SERVER="http://127.0.0.1:$PORT"
"$BIN/kiosk-mock" --port "$PORT" --catalog-size "$SIZE" >/dev/null 2>&1 &
MOCK=$!
trap 'kill $MOCK 2>/dev/null; wait $MOCK 2>/dev/null; rm -rf "$DATA"' EXIT
for _ in $(seq 1 200); do curl -fs "$SERVER/__admin/health" >/dev/null 2>&1 && break; sleep 0.1; done
PG="$KIOSK_TEST_POSTGRES_URL"

now() { date +%s%N; }
ms() { echo "scale=1; $1 / 1000000" | bc; }
ratio() { echo "scale=2; $1 / $2" | bc; }
# `kiosk` as the kiosk called $1, on the database $2 (`sqlite` for the data directory's own).
k() {
  local name=$1 database=$2; shift 2
  if [ "$database" = sqlite ]; then
    "$BIN/kiosk" "$@" --data-dir "$DATA/$name" --server "$SERVER"
  else
    "$BIN/kiosk" "$@" --data-dir "$DATA/$name" --server "$SERVER" --database "$database" --kiosk "$name"
  fi
}
timed() { local s; s=$(now); "$@" >/dev/null 2>&1; echo $(( $(now) - s )); }

# The import, three times each way in turn, each into an empty catalog (a new data directory, a
# new database); the ratio is of the medians. Target: PostgreSQL at most 1.3x SQLite's time.
sqlite_times=(); pg_times=()
for round in 1 2 3; do
  sqlite_times+=("$(timed k "import$round" sqlite wine import)")
  psql -X -q "$PG" -c "CREATE DATABASE import$round" >/dev/null
  pg_times+=("$(timed k "import$round" "${PG%/*}/import$round" wine import)")
done
median() { printf '%s\n' "$@" | sort -n | sed -n 2p; }
sqlite_import=$(median "${sqlite_times[@]}"); pg_import=$(median "${pg_times[@]}")
import_ratio=$(ratio "$pg_import" "$sqlite_import")
echo "postgres: import of $SIZE wines (median of 3 each, alternating): SQLite $(ms "$sqlite_import") ms, PostgreSQL $(ms "$pg_import") ms = ${import_ratio}x SQLite's time (target <= 1.3x: $(echo "$import_ratio <= 1.3" | bc | sed 's/1/met/; s/0/NOT met/'))"
k front "$PG" wine import >/dev/null 2>&1

QUERY=(wine catalog --sort -name --category "Red Wine" --search cellars --limit 25)
best() {
  local best=""
  for _ in $(seq 1 10); do
    local e; e=$(timed "$@")
    if [ -z "$best" ] || [ "$e" -lt "$best" ]; then best=$e; fi
  done
  echo "$best"
}
sqlite_page=$(best k import1 sqlite "${QUERY[@]}")
pg_page=$(best k front "$PG" "${QUERY[@]}")
echo "postgres: first catalog page (whole process, best of 10): SQLite $(ms "$sqlite_page") ms, PostgreSQL $(ms "$pg_page") ms = $(ratio "$pg_page" "$sqlite_page")x SQLite's"

k front "$PG" wine employee add --pin 4321 --first-name Ana --last-name Lima >/dev/null 2>&1
wine=$(k front "$PG" wine catalog --json --limit 1 2>/dev/null | python3 -c 'import json, sys; print(json.load(sys.stdin)["wines"][0]["id"])')
for i in $(seq 0 7); do k "k$i" "$PG" wine login --pin 4321 >/dev/null 2>&1; done
adds() { for _ in $(seq 1 "$ADDS"); do k "$1" "$PG" wine cart add "$wine" --quantity 1 --quiet >/dev/null 2>&1; done; }
k front "$PG" wine cart remove "$wine" --quiet >/dev/null 2>&1 || true
start=$(now); adds k0; one=$(( $(now) - start ))
one_rate=$(echo "$ADDS * 1000000000 / $one" | bc)
k k0 "$PG" wine cart remove "$wine" --quiet >/dev/null 2>&1 || true
start=$(now)
pids=()
for i in $(seq 0 7); do adds "k$i" & pids+=($!); done
wait "${pids[@]}"   # NB: not a bare wait, which would wait for kiosk-mock too
eight=$(( $(now) - start ))
eight_rate=$(echo "8 * $ADDS * 1000000000 / $eight" | bc)
in_cart=$(k k0 "$PG" wine cart --json 2>/dev/null | python3 -c 'import json, sys; print(sum(l["quantity"] for l in json.load(sys.stdin)["lines"]))')

# pgbench: the cart add's transaction on the same server, 8 clients, 5 s.
cat > "$DATA/add.sql" <<SQL
BEGIN;
SELECT pg_advisory_xact_lock(hashtextextended('wine.cart.1', 0));
SELECT wine_id, quantity FROM wine_cart_line WHERE employee_id = 1 ORDER BY position;
DELETE FROM wine_cart_line WHERE employee_id = 1;
INSERT INTO wine_cart_line (employee_id, wine_id, quantity, position) VALUES (1, $wine, 1, 0);
COMMIT;
SQL
pgbench_tps=$("$KIOSK_TEST_POSTGRES_BIN/pgbench" -n -c 8 -j 2 -T 5 -f "$DATA/add.sql" "$PG" 2>/dev/null | sed -n 's/^tps = \([0-9.]*\).*/\1/p' | head -1)
echo "postgres: cart adds as kiosk processes: 1 kiosk $one_rate ops/s, 8 kiosks at once $eight_rate ops/s = $(ratio "$eight_rate" "$one_rate")x one kiosk ($in_cart in the cart of $(( 8 * ADDS )) added)"
echo "postgres: the same transaction from pgbench (8 clients): ${pgbench_tps%.*} tps; 8 kiosks reach $(echo "scale=3; $eight_rate / $pgbench_tps" | bc)x of it (each kiosk add is a whole process: start, connect, migrate check, service check)"
