# kiosk-web under load on loopback (issue 34, items 7 and 8), bounded in requests and time
# (web/load.py): deep catalog pages of 100,000 wines while another session asks for its own,
# which must not wait for them (its pages beside them against its pages alone, one run); then
# 1,100 idle connections against a kiosk-web limited to 1,024 descriptors.
# The 100,000 wines are written straight into the catalog table with sqlite3 (the import has
# its own benchmark): what is measured here is kiosk-web's paging.
# timeout: 120
# app: wine
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN="${KIOSK_BIN:-.build/debug}"
source Tests/EndToEnd/web/servers.sh
command -v sqlite3 >/dev/null || fail "sqlite3 is missing"

start_mock
"$BIN/kiosk" wine employee add --pin 2468 --first-name Load --last-name Test --quiet --data-dir "$WORK/data" --server "$MOCK_URL" > /dev/null \
  || fail "the employee could not be added"
sqlite3 "$WORK/data/kiosk.sqlite" "
  WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
  INSERT INTO wine_product (id, name, price_retail) SELECT i, printf('Wine %06d', (i * 7919) % 100000), 1000 + i % 5000 FROM n;
" || fail "the catalog could not be written"

# NB: 1,024 descriptors, systemd's default for a service; a short idle timeout keeps this bounded
# (long enough for the 1,100 connections to be open at once).
WEB_OPTIONS=(--idle-timeout 8)
start_web bash -c 'ulimit -n 1024 && exec "$@"' limited
start=$(date +%s)
python3 Tests/EndToEnd/web/load.py --web "$WEB_URL" --pin 2468 --idle-timeout 8 --part pages || fail "deep pages"
python3 Tests/EndToEnd/web/load.py --web "$WEB_URL" --pin 2468 --idle-timeout 8 --part connections || fail "idle connections"
kill -0 "$WEB_PID" || fail "kiosk-web is gone"
echo "web load: ok in $(( $(date +%s) - start )) s"
