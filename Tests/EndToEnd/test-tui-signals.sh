# SIGTERM and Ctrl-C both restore the terminal; a resize repaints; a tiny terminal gets a notice.
# timeout: 180
# app: shared
source "$(dirname "$0")/lib.sh"

start_session 80 24 "bash -c 'stty -g > $WORK/before.tmp; mv $WORK/before.tmp $WORK/before; $BIN/kiosk-tui --data-dir $WORK/data; echo \$? > $WORK/status.tmp; mv $WORK/status.tmp $WORK/status; stty -g > $WORK/after.tmp; mv $WORK/after.tmp $WORK/after; sleep 30'"
wait_for "Pick an app"

t resize-window -t e2e -x 30 -y 8
wait_for "Terminal too small"
t resize-window -t e2e -x 100 -y 30
wait_for "Pick an app"

pid=$(pgrep -P "$(t display -p -t e2e '#{pane_pid}')" kiosk-tui) || fail "kiosk-tui is not running"
kill -TERM "$pid"
wait_for_file "$WORK/after"
cmp -s "$WORK/before" "$WORK/after" || fail "terminal modes differ after SIGTERM"
[ "$(t display -p -t e2e '#{alternate_on}')" = "0" ] || fail "still on the alternate screen after SIGTERM"

# Ctrl-C, in raw mode, arrives as a key and quits the same clean way.
rm -f "$WORK/after" "$WORK/status"
t kill-server
# NB: a new server on the socket of one just killed can race its shutdown ("server exited
# unexpectedly"); a fresh socket avoids it.
SOCKET="$SOCKET-ctrl-c"
start_session 80 24 "bash -c 'stty -g > $WORK/before.tmp; mv $WORK/before.tmp $WORK/before; $BIN/kiosk-tui --data-dir $WORK/data; echo \$? > $WORK/status.tmp; mv $WORK/status.tmp $WORK/status; stty -g > $WORK/after.tmp; mv $WORK/after.tmp $WORK/after; sleep 30'"
wait_for "Pick an app"
t send-keys -t e2e C-c
wait_for_file "$WORK/after"
cmp -s "$WORK/before" "$WORK/after" || fail "terminal modes differ after Ctrl-C"
[ "$(t display -p -t e2e '#{cursor_flag}')" = "1" ] || fail "the cursor is still hidden after Ctrl-C"
