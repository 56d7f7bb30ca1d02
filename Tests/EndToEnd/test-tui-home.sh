# The TUI starts on the home screen, moves, and `q` puts the terminal back as it was.
# timeout: 180
# app: shared
source "$(dirname "$0")/lib.sh"

# The shell around the TUI records the terminal modes after it exits.
start_session 80 24 "bash -c 'stty -g > $WORK/before.tmp; mv $WORK/before.tmp $WORK/before; $BIN/kiosk-tui --data-dir $WORK/data; echo \$? > $WORK/status.tmp; mv $WORK/status.tmp $WORK/status; stty -g > $WORK/after.tmp; mv $WORK/after.tmp $WORK/after; sleep 30'"
wait_for "Pick an app"
expect_screen home-80x24
[ "$(t display -p -t e2e '#{alternate_on}')" = "1" ] || fail "the TUI is not on the alternate screen"

t send-keys -t e2e Down
wait_for "› 2  Nenno's Pizza"

t send-keys -t e2e q
wait_for_file "$WORK/after"
[ "$(cat "$WORK/status")" = "0" ] || fail "exit status $(cat "$WORK/status")"
cmp -s "$WORK/before" "$WORK/after" || fail "terminal modes differ after quitting: $(cat "$WORK/before") vs $(cat "$WORK/after")"
[ "$(t display -p -t e2e '#{alternate_on}')" = "0" ] || fail "still on the alternate screen"
[ "$(t display -p -t e2e '#{cursor_flag}')" = "1" ] || fail "the cursor is still hidden"
