# Keys act only on what is on the screen: at 40×10 the TUI shows "Terminal too small" and
# ignores every key but ctrl-c, so `p` then `y` in the Wine cart place no order, and `j k c`
# move nothing; back at full size the cart is as it was and no order exists. (A confirmation
# answered in the read that opened it is KioskTUITests' UnseenKeysTests.)
# timeout: 180
# app: shared
source "$(dirname "$0")/lib.sh"

start_mock
kiosk() { "$BIN/kiosk" --data-dir "$WORK/data" --server "$MOCK_URL" "$@"; }
kiosk wine import > /dev/null || fail "import"
kiosk wine employee add --pin 4821 --first-name Ana --last-name Lima > /dev/null || fail "employee add"
kiosk wine login --pin 4821 --quiet || fail "login"
wine=$(kiosk wine catalog --json --limit 1 | python3 -c 'import json, sys; print(json.load(sys.stdin)["wines"][0]["id"])')
kiosk wine cart add "$wine" --quantity 2 --quiet || fail "cart add"

start_session 100 30 "$BIN/kiosk-tui --data-dir $WORK/data --server $MOCK_URL"
wait_for "Pick an app"
t send-keys -t e2e 1
wait_for "Sign in with your PIN"
t send-keys -t e2e 4821 Enter
wait_for "Welcome, Ana."
t send-keys -t e2e c
wait_for "2 bottles in 1 line"

t resize-window -t e2e -x 40 -y 10
wait_for "Terminal too small"
for key in p y j k c Enter q Escape o; do t send-keys -t e2e "$key"; done
sleep 0.5 # NB: nothing must happen; give the keys the time to do it anyway.
screen | grep -qF "Terminal too small" || fail "a key left the too-small notice"
t resize-window -t e2e -x 100 -y 30
wait_for "2 bottles in 1 line"
wait_for "Kiosk › Wine Club › Cart"
screen | grep -qF "Your order number" && fail "an order was placed at 40x10"
orders=$(kiosk wine orders --json | python3 -c 'import json, sys; print(len(json.load(sys.stdin)))')
[ "$orders" = 0 ] || fail "$orders orders were placed by keys nobody saw"

# At full size the question is asked on the screen, and answered.
t send-keys -t e2e p
wait_for "Place the order for 2 bottles"
t send-keys -t e2e y
wait_for "Your order number is W-000001."

# Too small again: ctrl-c still quits.
t resize-window -t e2e -x 40 -y 10
wait_for "Terminal too small"
t send-keys -t e2e C-c
for _ in $(seq 1 100); do t has-session -t e2e 2>/dev/null || break; sleep 0.05; done
t has-session -t e2e 2>/dev/null && fail "ctrl-c did not quit at 40x10"
echo "ok: no key acted while the terminal was too small; a confirmation was answered only once shown"
