# A store's kiosk booting into the app, from `make install`'s layout (Scripts/install into a
# temporary PREFIX): the systemd units of kiosk-web and kiosk-mock pass `systemd-analyze verify`
# (skipped when systemd-analyze is missing), and the launcher waits for kiosk-web, started after
# it, then opens it in (headless) Chromium in kiosk mode; without kiosk-web it gives up, saying so.
# timeout: 300
# app: shared
source "$(dirname "$0")/lib.sh"
PREFIX="$WORK/prefix"
export HOME="$WORK/home"; mkdir -p "$HOME"
WEB_PID=""; LAUNCHER_PID=""
stop_all() {
  for pid in $LAUNCHER_PID $WEB_PID; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  cleanup
}
trap stop_all EXIT

Scripts/install "$PREFIX" "$BIN" 2> "$WORK/install.log" || { cat "$WORK/install.log" >&2; fail "install failed"; }
for path in lib/systemd/system/kiosk-web.service lib/systemd/system/kiosk-mock.service etc/kiosk/kiosk.env bin/kiosk-kiosk; do
  [ -e "$PREFIX/$path" ] || fail "make install did not install $path"
done
grep -qx "ExecStart=$PREFIX/bin/kiosk-web --host \${KIOSK_WEB_HOST} --port \${KIOSK_WEB_PORT}" "$PREFIX/lib/systemd/system/kiosk-web.service" \
  || fail "kiosk-web.service does not start the installed kiosk-web"
grep -qx "EnvironmentFile=$PREFIX/etc/kiosk/kiosk.env" "$PREFIX/lib/systemd/system/kiosk-web.service" || fail "kiosk-web.service does not read the environment file"
for unit in kiosk-web kiosk-mock; do grep -qx "Restart=on-failure" "$PREFIX/lib/systemd/system/$unit.service" || fail "$unit.service is not restarted on failure"; done

if command -v systemd-analyze > /dev/null; then
  # NB: verify runs `man` for Documentation=man:…; the installed pages are under PREFIX.
  MANPATH="$PREFIX/share/man" systemd-analyze verify "$PREFIX/lib/systemd/system/kiosk-web.service" "$PREFIX/lib/systemd/system/kiosk-mock.service" \
    > "$WORK/verify.log" 2>&1 || { cat "$WORK/verify.log" >&2; fail "systemd-analyze verify refused a unit"; }
  [ -s "$WORK/verify.log" ] && { cat "$WORK/verify.log" >&2; fail "systemd-analyze verify warned"; }
else
  echo "kiosk boot e2e: systemd-analyze is missing: the units' verification is skipped" >&2
fi

# The environment file is what the services read: kiosk-web runs with it.
set -a; source "$PREFIX/etc/kiosk/kiosk.env"; set +a
[ "$KIOSK_DATA_DIR" = /var/lib/kiosk ] && [ "$KIOSK_IDLE_SIGN_OUT" = 2m ] || fail "the environment file's defaults changed"

# No kiosk-web: the launcher gives up after --wait, saying why.
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
url="http://127.0.0.1:$port/"
status=0; "$PREFIX/bin/kiosk-kiosk" --url "$url" --wait 1 2> "$WORK/launcher.err" || status=$?
[ "$status" -eq 69 ] && grep -qF "kiosk-web did not answer at $url within 1 s" "$WORK/launcher.err" || fail "the launcher without kiosk-web: exit $status, $(cat "$WORK/launcher.err")"

# The launcher first, kiosk-web a second later: Chromium opens kiosk-web once it answers.
[ -x /usr/bin/chromium ] || fail "chromium is missing (make setup installs it)"
devtools=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$PREFIX/bin/kiosk-kiosk" --url "$url" --wait 30 -- --headless=new --no-sandbox --disable-dev-shm-usage --disable-gpu \
  --user-data-dir="$WORK/chromium" --remote-debugging-port="$devtools" > "$WORK/launcher.log" 2>&1 &
LAUNCHER_PID=$!
sleep 1
curl -fsS "http://127.0.0.1:$devtools/json/version" > /dev/null 2>&1 && fail "Chromium started before kiosk-web answered"
KIOSK_DATA_DIR="$WORK/data" "$PREFIX/bin/kiosk-web" --host 127.0.0.1 --port "$port" > "$WORK/web.log" 2>&1 &
WEB_PID=$!
for _ in $(seq 1 200); do
  pages=$(curl -fsS "http://127.0.0.1:$devtools/json/list" 2>/dev/null || true)
  if printf '%s' "$pages" | python3 -c 'import json, sys; sys.exit(0 if any(p.get("url") == sys.argv[1] and p.get("title") == "Kiosk" for p in json.load(sys.stdin)) else 1)' "$url" 2>/dev/null; then
    echo "kiosk boot e2e: Chromium shows kiosk-web's home at $url"
    exit 0
  fi
  sleep 0.1
done
fail "Chromium never showed kiosk-web's home at $url: $(printf '%s' "$pages" | head -c 500) $(tail -5 "$WORK/launcher.log")"
