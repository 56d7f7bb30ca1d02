# `kiosk-mock fixtures lint` as make test runs it: the repository's fixtures pass (exit 0); a
# copy with a leaked key and a duplicate fails (exit 1), naming each file and rule on stderr.
# timeout: 60
# app: shared
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="$(cd "${KIOSK_BIN:-.build/debug}" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

"$bin/kiosk-mock" fixtures lint > "$work/out" 2> "$work/err" || fail "the repository's fixtures do not lint clean: $(cat "$work/err")"
grep -q ": clean$" "$work/out" || fail "no clean summary: $(cat "$work/out")"

cp -r Fixtures "$work/fixtures"
sed 's/apikey=REDACTED/apikey=live-key-1234/' Fixtures/wine/catalog-white-wines.json > "$work/fixtures/wine/catalog-white-wines.json"
cp Fixtures/pizza/bins-drinks.json "$work/fixtures/pizza/bins-drinks2.json"
status=0
"$bin/kiosk-mock" fixtures lint "$work/fixtures" > "$work/out" 2> "$work/err" || status=$?
[ "$status" = 1 ] || fail "exit $status for fixtures with a secret and a duplicate (want 1)"
grep -qF "wine/catalog-white-wines.json: secret: query apikey is not REDACTED" "$work/err" || fail "the secret is not named: $(cat "$work/err")"
grep -qF "pizza/bins-drinks2.json: duplicate: records the same request and response as pizza/bins-drinks.json" "$work/err" || fail "the duplicate is not named: $(cat "$work/err")"
grep -q ": 2 findings$" "$work/out" || fail "summary: $(cat "$work/out")"
echo "ok"
