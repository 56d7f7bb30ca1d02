# A store's PostgreSQL fails over mid-load: a primary and a streaming standby made here
# (pg_basebackup -R, synchronous replication), kiosks adding to their carts and checking out in
# a loop through --database's multi-host form (target_session_attrs=read-write), the primary
# killed (-m immediate) and the standby promoted. Every command exits 0 or 69 (69 said as
# unavailable or as uncertain), every order reported placed is in the promoted database once,
# every bottle reported added is there (in the cart or an order), nothing reported failed is.
# Prints the seconds from the promotion to the first successful write and each outcome's count.
# Small here (2 kiosks × at least 20 writes, one succeeding after the promotion);
# KIOSK_TEST_LONG=1: 8 kiosks × 60 writes.
# app: wine
# timeout: 480
if [ -z "${KIOSK_FAILOVER_CLUSTER:-}" ]; then
  KIOSK_FAILOVER_CLUSTER=1 KIOSK_TEST_POSTGRES_DURABLE=1 exec "$(dirname "$0")/../../Scripts/with-postgres" bash "$0"
fi
source "$(dirname "$0")/lib.sh"

if [ "${KIOSK_TEST_LONG:-}" = 1 ]; then KIOSKS=8; WRITES=60; else KIOSKS=2; WRITES=20; fi
PG_DIR="$KIOSK_TEST_POSTGRES_DIR"
as_owner() { (cd / && $KIOSK_TEST_POSTGRES_RUN_AS "$@"); }
primary_port=${KIOSK_TEST_POSTGRES_URL##*:}; primary_port=${primary_port%%/*}
user=${KIOSK_TEST_POSTGRES_URL#postgres://}; user=${user%%@*}
standby_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
sql() { psql -X -At -h 127.0.0.1 -p "$1" -U "$user" -d "$2" -c "$3"; }
stop_standby() { as_owner "$KIOSK_TEST_POSTGRES_BIN/pg_ctl" -D "$PG_DIR/standby" -m immediate stop >/dev/null 2>&1 || true; }
trap 'stop_standby; cleanup' EXIT

sql "$primary_port" postgres "CREATE DATABASE store" >/dev/null
as_owner "$KIOSK_TEST_POSTGRES_BIN/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U "$user" -D "$PG_DIR/standby" -R -X stream -c fast \
  || fail "pg_basebackup"
printf "port = %s\n" "$standby_port" >> "$PG_DIR/standby/postgresql.conf"
as_owner "$KIOSK_TEST_POSTGRES_BIN/pg_ctl" -D "$PG_DIR/standby" -l "$PG_DIR/standby.log" -w start >/dev/null || fail "standby start"
for _ in $(seq 1 200); do
  [ "$(sql "$primary_port" postgres "SELECT count(*) FROM pg_stat_replication WHERE state = 'streaming'")" = 1 ] && break
  sleep 0.05
done
# NB: synchronous, so a commit the primary confirmed is on the standby when the primary dies (with
# asynchronous replication a failover may lose the last confirmed commits).
sql "$primary_port" postgres "ALTER SYSTEM SET synchronous_standby_names = '*'" >/dev/null
sql "$primary_port" postgres "SELECT pg_reload_conf()" >/dev/null

start_mock
DATABASE="postgres://$user@127.0.0.1:$primary_port,127.0.0.1:$standby_port/store?target_session_attrs=read-write"
k() {
  local kiosk=$1; shift
  env -i HOME="$WORK" PATH="$PATH" KIOSK_DATA_DIR="$WORK/$kiosk" KIOSK_DATABASE_URL="$DATABASE" KIOSK_NAME="$kiosk" KIOSK_HTTP_TIMEOUT=2 \
    "$BIN/kiosk" --server "$MOCK_URL" "$@"
}
k k0 wine import >/dev/null 2>&1 || fail "import"
wine=$(k k0 wine catalog --json --limit 1 2>/dev/null | python3 -c 'import json, sys; print(json.load(sys.stdin)["wines"][0]["id"])')
for i in $(seq 1 "$KIOSKS"); do
  k "k$i" wine employee add --pin "$((4000 + i))" --first-name Ana --last-name "Lima$i" >/dev/null 2>&1 || fail "employee add $i"
  k "k$i" wine login --pin "$((4000 + i))" >/dev/null 2>&1 || fail "login $i"
done

# One kiosk's loop: adds, and a checkout once an add succeeded since the last checkout that may
# have placed an order (so a checkout never meets an empty cart). Each line of its log:
# KIOSK OPERATION STATUS OUTCOME ENDED_AT [ORDER].
# A loop writes at least WRITES times and goes on until one of its writes begun after the
# promotion (the marker file) succeeded, bounded by CAP: on a fast machine the writes failing
# while the primary is down can use up WRITES before the standby is promoted, and the test must
# see writes succeed again after it.
CAP=$(( WRITES * 30 ))
kiosk_loop() {
  local i=$1 pending=0 status out err outcome written=0 recovered=0 after
  while { [ "$written" -lt "$WRITES" ] || [ "$recovered" = 0 ]; } && [ "$written" -lt "$CAP" ]; do
    written=$((written + 1))
    after=0; [ -e "$WORK/promoted" ] && after=1
    local op=add
    if [ "$pending" -ge 3 ]; then op=checkout; fi
    status=0
    if [ "$op" = add ]; then
      out=$(k "k$i" wine cart add "$wine" --quantity 1 --quiet 2>"$WORK/err.$i") || status=$?
    else
      out=$(k "k$i" wine checkout --json 2>"$WORK/err.$i") || status=$?
    fi
    err=$(cat "$WORK/err.$i")
    outcome=failed
    [ "$status" = 0 ] && outcome=ok
    grep -q 'may or may not' <<<"$err" && outcome=uncertain
    [ "$status" = 0 ] || [ "$status" = 69 ] || echo "k$i $op exit $status: $err" >> "$WORK/unexpected"
    if [ "$outcome" = failed ] && ! grep -q 'PostgreSQL database store at' <<<"$err"; then
      echo "k$i $op failed without naming the database: $err" >> "$WORK/unexpected"
    fi
    local order=""
    [ "$op" = checkout ] && [ "$status" = 0 ] && order=$(python3 -c 'import json, sys; print(json.load(sys.stdin)["number"])' <<<"$out")
    echo "k$i $op $status $outcome $(date +%s.%N) $order" >> "$WORK/log.$i"
    if [ "$after" = 1 ] && [ "$outcome" = ok ]; then recovered=1; fi
    if [ "$op" = add ] && [ "$outcome" = ok ]; then pending=$((pending + 1)); fi
    if [ "$op" = checkout ] && [ "$outcome" != failed ]; then pending=0; fi
  done
}
pids=()
for i in $(seq 1 "$KIOSKS"); do touch "$WORK/log.$i"; kiosk_loop "$i" & pids+=($!); done
done_count() { cat "$WORK"/log.* | wc -l; }
for _ in $(seq 1 1200); do [ "$(done_count)" -ge $(( KIOSKS * WRITES / 3 )) ] && break; sleep 0.05; done

as_owner "$KIOSK_TEST_POSTGRES_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null || fail "primary stop"
killed_at=$(date +%s.%N)
sleep 1
as_owner "$KIOSK_TEST_POSTGRES_BIN/pg_ctl" -D "$PG_DIR/standby" -w promote >/dev/null || fail "promote"
promoted_at=$(date +%s.%N)
touch "$WORK/promoted"
wait "${pids[@]}"

[ ! -s "$WORK/unexpected" ] || fail "unexpected outcomes: $(sort "$WORK/unexpected" | uniq -c | head -5)"
cat "$WORK"/log.* > "$WORK/log"
count() { awk -v op="$1" -v outcome="$2" '$2 == op && $4 == outcome' "$WORK/log" | wc -l; }
first_write=$(awk -v t="$promoted_at" '$4 == "ok" && $5 > t { print $5 }' "$WORK/log" | sort -n | head -1)
[ -n "$first_write" ] || fail "no write succeeded after the promotion"
printf 'measured: failover of %s kiosks × %s writes: first successful write %.2f s after the promotion (the primary killed %.2f s before it)\n' \
  "$KIOSKS" "$WRITES" "$(echo "$first_write - $promoted_at" | bc)" "$(echo "$promoted_at - $killed_at" | bc)"
echo "measured: adds $(count add ok) ok, $(count add failed) failed, $(count add uncertain) uncertain; checkouts $(count checkout ok) ok, $(count checkout failed) failed, $(count checkout uncertain) uncertain"

# The promoted database: each order reported placed once; per kiosk, the orders and bottles
# between what was reported done and that plus what was uncertain.
for order in $(awk '$2 == "checkout" && $4 == "ok" { print $6 }' "$WORK/log"); do
  [ "$(sql "$standby_port" store "SELECT count(*) FROM wine_order WHERE number = '$order'")" = 1 ] || fail "order $order was reported placed and is not in the promoted database once"
done
for i in $(seq 1 "$KIOSKS"); do
  employee=$(sql "$standby_port" store "SELECT id FROM wine_employee WHERE last_name = 'Lima$i'")
  orders=$(sql "$standby_port" store "SELECT count(*) FROM wine_order WHERE employee_id = $employee")
  bottles=$(sql "$standby_port" store "SELECT (SELECT coalesce(sum(quantity), 0) FROM wine_cart_line WHERE employee_id = $employee) + (SELECT coalesce(sum(l.quantity), 0) FROM wine_order_line l JOIN wine_order o ON o.sequence = l.order_sequence WHERE o.employee_id = $employee)")
  mine() { awk -v k="k$i" -v op="$1" -v outcome="$2" '$1 == k && $2 == op && $4 == outcome' "$WORK/log" | wc -l; }
  placed=$(mine checkout ok); maybe_placed=$(mine checkout uncertain)
  added=$(mine add ok); maybe_added=$(mine add uncertain)
  [ "$orders" -ge "$placed" ] && [ "$orders" -le $((placed + maybe_placed)) ] \
    || fail "k$i: $placed orders placed ($maybe_placed uncertain), $orders in the promoted database"
  [ "$bottles" -ge "$added" ] && [ "$bottles" -le $((added + maybe_added)) ] \
    || fail "k$i: $added bottles added ($maybe_added uncertain), $bottles in the promoted database"
done
echo "failover: ok"
