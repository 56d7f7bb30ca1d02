# kiosk-mock's command line where a real process matters (issue 35): a port in use is one line
# naming the address and what to do, exit 69 (not NIO's raw bind error, exit 1); `verify --json`
# prints one JSON document with the drift by kind; `fixtures lint` reports every file it cannot
# load and goes on checking the others.
# timeout: 120
# app: shared
source "$(dirname "$0")/lib.sh"

start_mock
port="${MOCK_URL##*:}"

# A port in use.
status=0
"$BIN/kiosk-mock" --port "$port" > "$WORK/out" 2> "$WORK/err" || status=$?
[ "$status" = 69 ] || fail "exit $status on a port in use (want 69): $(cat "$WORK/err")"
[ "$(wc -l < "$WORK/err")" = 1 ] || fail "not one line: $(cat "$WORK/err")"
grep -qF "kiosk-mock: 127.0.0.1:$port is already in use" "$WORK/err" || fail "the address is not named: $(cat "$WORK/err")"
grep -qF -- "--port" "$WORK/err" || fail "what to do is not said: $(cat "$WORK/err")"
grep -q "bind(" "$WORK/err" && fail "the raw bind error is shown: $(cat "$WORK/err")"

# verify --json: no drift against the mock itself, then drift of every breaking kind.
"$BIN/kiosk-mock" verify --upstream "$MOCK_URL" --api counters --json > "$WORK/verify.json" 2> "$WORK/err" \
  || fail "verify --json of the Counters fixtures against the mock failed: $(cat "$WORK/err")"
mkdir -p "$WORK/drift/drift"
cat > "$WORK/drift/drift/a-changed.json" <<'JSON'
{"request": {"method": "GET", "path": "/bins/150da7"},
 "response": {"status": 200, "headers": {"Content-Type": "application/json"}, "body": "[{\"price\": \"1\", \"name\": \"Still Water\", \"id\": 1, \"size\": \"1l\"}]"}}
JSON
cat > "$WORK/drift/drift/b-status.json" <<'JSON'
{"request": {"method": "GET", "path": "/bins/ozt3z"}, "response": {"status": 404, "body": "{}"}}
JSON
status=0
"$BIN/kiosk-mock" verify --upstream "$MOCK_URL" --api drift --fixtures "$WORK/drift" --json > "$WORK/drift.json" 2> "$WORK/err" || status=$?
[ "$status" = 1 ] || fail "verify --json exit $status on breaking drift (want 1): $(cat "$WORK/err")"
python3 - "$WORK/verify.json" "$WORK/drift.json" <<'PY' || fail "verify --json output: $(cat "$WORK/verify.json" "$WORK/drift.json")"
import json, sys
clean = json.load(open(sys.argv[1]))
assert clean["api"] == "counters" and clean["checked"] > 0 and clean["breaking"] is False and clean["drifts"] == [], clean
assert set(clean["counts"]) == {"fieldAdded", "fieldRemoved", "typeChanged", "statusChanged", "unreachable"}, clean["counts"]
drift = json.load(open(sys.argv[2]))
assert drift["breaking"] is True and drift["checked"] == 2, drift
assert drift["counts"] == {"fieldAdded": 0, "fieldRemoved": 1, "typeChanged": 1, "statusChanged": 1, "unreachable": 0}, drift["counts"]
assert [d["kind"] for d in drift["drifts"]] == ["fieldRemoved", "typeChanged", "statusChanged"], drift["drifts"]
PY

# fixtures lint: two files it cannot load, both reported; the file after them still checked.
cp -r Fixtures "$WORK/fixtures"
echo '{not json' > "$WORK/fixtures/pizza/a-broken.json"
echo '{"request": {"method": "GET", "path": "/x"}, "response": {"status": "ok"}}' > "$WORK/fixtures/pizza/b-bad-status.json"
sed 's/apikey=REDACTED/apikey=live-key-1234/' Fixtures/wine/catalog-white-wines.json > "$WORK/fixtures/wine/catalog-white-wines.json"
status=0
"$BIN/kiosk-mock" fixtures lint "$WORK/fixtures" > "$WORK/out" 2> "$WORK/err" || status=$?
[ "$status" = 1 ] || fail "lint exit $status (want 1): $(cat "$WORK/err")"
grep -qF "pizza/a-broken.json: load: is not JSON" "$WORK/err" || fail "the first broken file is not named: $(cat "$WORK/err")"
grep -qF "pizza/b-bad-status.json: load: response.status must be a number from 100 to 599" "$WORK/err" || fail "the second broken file is not named: $(cat "$WORK/err")"
grep -qF "wine/catalog-white-wines.json: secret: query apikey is not REDACTED" "$WORK/err" || fail "lint stopped at the broken files: $(cat "$WORK/err")"
grep -q "live-key-1234" "$WORK/err" "$WORK/out" && fail "lint printed the secret: $(cat "$WORK/err")"
echo ok
