# Pictures in the TUI under tmux against kiosk-mock: with `--images auto` tmux gets truecolour
# half blocks ("▀"): the pizza menu shows a picture on every card but Mare Bianco's (it has
# none), the wine catalog a label on every row, the detail a larger label; the pictures come
# after the text (placeholders first) and `--images off` keeps the text-only layout.
# timeout: 180
# app: wine pizza
source "$(dirname "$0")/lib.sh"

# Colour on (lib.sh's sessions set NO_COLOR, which turns half blocks off).
start_colour_session() {
  local width=$1 height=$2; shift 2
  t new-session -d -s e2e -x "$width" -y "$height" "env TERM=xterm-256color COLORTERM=truecolor $*"
}

# Waits (at most 10 s) until the screen row holding TEXT matches the extended regex PATTERN.
wait_for_row() {
  local text=$1 pattern=$2
  for _ in $(seq 1 200); do
    screen 2>/dev/null | grep -F -- "$text" | head -1 | grep -qE -- "$pattern" && return 0
    sleep 0.05
  done
  fail "the row of \"$text\" never matched /$pattern/"
}

start_mock
start_colour_session 100 30 "$BIN/kiosk-tui --data-dir $WORK/data --server $MOCK_URL --images auto"
wait_for "Pick an app"

# Nenno's menu: a picture at the left of each card, nothing in Mare Bianco's place.
t send-keys -t e2e 2
wait_for "NENNO'S PIZZA"
wait_for_row "Margherita" "^ › ▀+ +Margherita"
wait_for_row "Mozzarella, Tomato Sauce, Salami" "^   ▀+ +Mozzarella"
wait_for_row "Hawaii" "▀"
screen | grep -F "Mare Bianco" | grep -qE "^ +Mare Bianco" || fail "Mare Bianco has no picture, yet something is in its place"
# NB: the other cards' pictures may still be on their way: wait (at most 10 s) for the last one.
for _ in $(seq 1 200); do screen | grep -q "░" || break; sleep 0.05; done
screen | grep -q "░" && fail "a placeholder stayed 10 s after the pictures came"
# The half blocks are truecolour: foreground and background set with 38;2 / 48;2.
t capture-pane -p -e -t e2e | grep -F "Margherita" | grep -qE $'\e\\[38;2;[0-9;]+m\e\\[48;2;[0-9;]+m▀' \
  || fail "the picture cells are not truecolour half blocks"

# The editor shows the pizza beside its ingredients.
t send-keys -t e2e Enter
wait_for "MARGHERITA"
wait_for_row "Mozzarella ...." "\\\$1\\.00 +▀{6,}"
t send-keys -t e2e Escape
wait_for "NENNO'S PIZZA"
t send-keys -t e2e Escape
wait_for "Pick an app"

# The Wine Club: a new employee, sign in, import; every wine of the mock has a label.
t send-keys -t e2e 1
wait_for "Sign in with your PIN"
wine_create_employee
t send-keys -t e2e 4821 Enter
wait_for "The catalog is empty."
t send-keys -t e2e i
wait_for "page 1/"
wait_for_row "1000 Stories Bourbon Barrel Aged Zinfandel 2013" "^ ▀+ +1000 Stories"
wait_for_row "Dom Perignon  2000" "^ ▀+ +Dom Perignon"
labelled=$(screen | grep -cE "^ ▀+ +[^ ]")
[ "$labelled" -ge 5 ] || fail "only $labelled catalog rows show a label"

# The detail: a larger label beside the name and the facts.
t send-keys -t e2e Enter
wait_for "Vineyard"
wait_for_row "1000 Stories Bourbon Barrel Aged Zinfandel 2013" "▀{8,} +1000 Stories"
rows=$(screen | grep -c "▀▀▀▀▀▀▀▀")
[ "$rows" -ge 6 ] || fail "the detail label is $rows rows high"
t send-keys -t e2e Escape
wait_for "Sort A→Z"
t send-keys -t e2e L
wait_for "Sign in with your PIN"
t send-keys -t e2e Escape
wait_for "Pick an app"
t send-keys -t e2e q
t kill-session -t e2e 2>/dev/null || true

# `--images off`: no picture, the label mark of the text layout instead.
# NB: a tmux server of its own: the first one exits with its last session, and a new session
# asked of it meanwhile fails with "server exited unexpectedly" (2 of 12 runs under load).
SOCKET="$SOCKET-off"
start_colour_session 100 30 "$BIN/kiosk-tui --data-dir $WORK/data --server $MOCK_URL --images off"
wait_for "Pick an app"
t send-keys -t e2e 1
wait_for "Sign in with your PIN"
t send-keys -t e2e 4821 Enter
wait_for "page 1/"
wait_for_row "1000 Stories Bourbon Barrel Aged Zinfandel 2013" "^ ▣ 1000 Stories"
screen | grep -q "▀" && fail "--images off drew a picture"
true
