# What the kiosk-web benchmarks share (sourced, with NAME set to the script's name for its
# messages): a work folder and the servers started, both gone at exit; a free loopback port;
# a wait for an address to answer.
WORK="$(mktemp -d)"
PIDS=()
trap 'for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done; rm -rf "$WORK"' EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'; }
wait_for() { for _ in $(seq 1 200); do curl -fs -o /dev/null "$1" && return 0; sleep 0.05; done; echo "$NAME: $1 did not answer" >&2; exit 1; }
