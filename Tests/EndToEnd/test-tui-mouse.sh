# The mouse in the TUI against kiosk-mock, as a terminal reports it (SGR, mode 1006): a click
# opens an app from home, a click highlights a counter and in edit mode selects it, the wheel
# scrolls the list, a click on a pizza's price adds it; --no-mouse leaves the mouse to the
# terminal.
# timeout: 180
# app: shared
source "$(dirname "$0")/lib.sh"
export LC_ALL=C.UTF-8

# Sends the bytes of an SGR mouse report: BUTTON at the 1-based COLUMN and ROW, pressed then
# released (the wheel has no release).
mouse() {
  local button=$1 column=$2 row=$3 report
  report=$(printf '\033[<%d;%d;%dM' "$button" "$column" "$row")
  [ "$button" -lt 64 ] && report+=$(printf '\033[<%d;%d;%dm' "$button" "$column" "$row")
  # shellcheck disable=SC2046
  t send-keys -t e2e -H $(printf '%s' "$report" | od -An -tx1)
}

# Clicks the first cell where TEXT is on the screen.
click_on() {
  local text=$1 line row before
  line=$(screen | grep -nF -- "$text" | head -1) || fail "\"$text\" is not on the screen to click"
  row=${line%%:*}
  line=${line#*:}
  before=${line%%"$text"*}
  mouse 0 "$(( $(printf '%s' "$before" | wc -m) + 1 ))" "$row"
}

start_mock
start_session 100 20 "$BIN/kiosk-tui --data-dir $WORK/data --server $MOCK_URL --log-file $WORK/tui.log"
wait_for "Pick an app"
[ "$(t display -p -t e2e '#{mouse_any_flag}#{mouse_sgr_flag}')" = "11" ] || fail "kiosk-tui did not ask for SGR mouse reports"

# A click on an app opens it.
click_on "Counters"
wait_for "Kiosk › Counters"
wait_for "No counters yet"
for title in One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen \
             Sixteen Seventeen Eighteen Nineteen Twenty Twentyone Twentytwo Twentythree Twentyfour; do
  t send-keys -t e2e n "$title" Enter
  wait_for "0  $title"
done

# A click highlights a row: + then counts that one.
t send-keys -t e2e g
wait_for "0  Three"
click_on "0  Three"
t send-keys -t e2e +
wait_for "1  Three"

# The wheel scrolls: down far enough that the first rows leave the screen, then back up.
for _ in 1 2 3 4 5 6 7; do mouse 65 10 10; done
wait_for "0  Twentyfour"
for _ in $(seq 1 100); do screen | grep -qF "0  One" || break; sleep 0.05; done
screen | grep -qF "0  One" && fail "the wheel did not scroll the list"
for _ in 1 2 3 4 5 6 7 8 9; do mouse 64 10 10; done
wait_for "0  One"

# In edit mode a click selects a row; d asks first, and a click on [n] Cancel keeps it.
t send-keys -t e2e e
wait_for "Edit (0 selected)"
click_on "0  Two"
wait_for "Edit (1 selected)"
t send-keys -t e2e d
wait_for "Delete \"Two\"?"
click_on "[n] Cancel"
for _ in $(seq 1 100); do screen | grep -qF "Delete \"Two\"?" || break; sleep 0.05; done
screen | grep -qF "Delete \"Two\"?" && fail "[n] Cancel did not close the confirmation"
screen | grep -qF "0  Two" || fail "Cancel deleted the counter"

# Nenno's Pizza: a click on a price adds that pizza.
t send-keys -t e2e e Escape
wait_for "Pick an app"
click_on "Nenno's Pizza"
wait_for "NENNO'S PIZZA"
wait_for "Mozzarella, Tomato Sauce"
click_on "\$5.50"
wait_for "Margherita × 1 in cart"

# --no-mouse: the terminal keeps the mouse (for selecting text).
t send-keys -t e2e q
for _ in $(seq 1 100); do t has-session -t e2e 2>/dev/null || break; sleep 0.05; done
SOCKET="$SOCKET-no-mouse"
start_session 100 30 "$BIN/kiosk-tui --data-dir $WORK/data --server $MOCK_URL --log-file $WORK/tui.log --no-mouse"
wait_for "Pick an app"
[ "$(t display -p -t e2e '#{mouse_any_flag}')" = "0" ] || fail "--no-mouse still asked for mouse reports"
true
