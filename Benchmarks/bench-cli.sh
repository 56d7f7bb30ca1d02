#!/usr/bin/env bash
# The CLI beside the tools at the bottom of its stack, whole processes, each pair alternating
# (so both see the same machine), in one run:
#   - start-up: `kiosk --version` beside `sqlite3 :memory: 'select 1'`, the floor of a process
#     that links SQLite (target <= 3x);
#   - a browse: `kiosk wine catalog --sort -name --category "Red Wine" --search cellars` on a
#     100,000-wine catalog, wine.com refusing at once (a loopback port nothing listens on),
#     beside the sqlite3 shell running the very statements the command runs on the same file,
#     as `--verbose` prints them (target <= 1.25x);
#   - a Tab completion in bash of a wine category and of a counter title: the completion
#     script's function called as bash calls it on Tab, in one bash that loaded the script
#     (target < 10 ms), beside that bash reading the same names with the sqlite3 shell.
# The ratio is the median of the pairs' ratios; the times are each side's best (the noise of a
# shared machine only ever adds time). The rows go to RESULTS.md with the machine's load.
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/results.sh
BIN="$(cd "${KIOSK_BIN:-.build/release}" && pwd)"
SIZE="${CLI_BENCH_SIZE:-100000}"
PAIRS="${CLI_BENCH_PAIRS:-21}"
export LC_ALL=C
for product in kiosk kiosk-mock; do
  [ -x "$BIN/$product" ] || { echo "bench-cli: $BIN/$product is not built (make bench)" >&2; exit 1; }
done
command -v sqlite3 >/dev/null || { echo "bench-cli: sqlite3 is missing (Scripts/setup bench)" >&2; exit 1; }
WORK="$(mktemp -d)"
DATA="$WORK/data"
MOCK_PID=""
trap '[ -z "$MOCK_PID" ] || { kill "$MOCK_PID" 2>/dev/null; wait "$MOCK_PID" 2>/dev/null || true; }; rm -rf "$WORK"' EXIT
# NB: kiosk is timed as installed (`make install` copies it), from a copy: the file the linker
# wrote sits in the page cache in small pieces, and mapping it at every start costs measurably
# more than mapping a copy of the very same bytes (Benchmarks/RESULTS.md has the two).
mkdir "$WORK/bin"
cp "$BIN/kiosk" "$WORK/bin/kiosk"
KIOSK="$WORK/bin/kiosk"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'; }

# The catalog, imported from kiosk-mock; the mock is stopped before anything is timed.
MOCK_PORT=$(free_port)
"$BIN/kiosk-mock" --port "$MOCK_PORT" --catalog-size "$SIZE" >/dev/null 2>&1 &
MOCK_PID=$!
MOCK="http://127.0.0.1:$MOCK_PORT"
for _ in $(seq 1 200); do curl -fs -o /dev/null "$MOCK/__admin/health" && break; sleep 0.05; done
"$KIOSK" wine import --json --data-dir "$DATA" --server "$MOCK" > /dev/null
"$KIOSK" counters add "Glasses of water" --data-dir "$DATA" --server "$MOCK" > /dev/null
kill "$MOCK_PID"; wait "$MOCK_PID" 2>/dev/null || true; MOCK_PID=""
REFUSED="http://127.0.0.1:$(free_port)"

# NB: the time read from $EPOCHREALTIME in place (microseconds): a command substitution would
# fork a subshell inside the timed span.
# pairs CMD_A -- CMD_B: runs the two in turn $PAIRS times; prints "a_us b_us" per pair.
pairs() {
  local a=() b=() seen=""
  for word in "$@"; do
    if [ -z "$seen" ] && [ "$word" = "--" ]; then seen=1; continue; fi
    if [ -z "$seen" ]; then a+=("$word"); else b+=("$word"); fi
  done
  for _ in $(seq 1 "$PAIRS"); do
    local s e1 e2
    s=${EPOCHREALTIME/./}; "${a[@]}" >/dev/null 2>&1 || true; e1=${EPOCHREALTIME/./}
    "${b[@]}" >/dev/null 2>&1 || true; e2=${EPOCHREALTIME/./}
    echo "$(( e1 - s )) $(( e2 - e1 ))"
  done
}
# summary: from "a_us b_us" lines, "best_a_ms best_b_ms median_ratio lowest_ratio highest_ratio".
summary() {
  local lines; lines=$(cat)
  local best; best=$(awk 'NR == 1 || $1 < a { a = $1 } NR == 1 || $2 < b { b = $2 } END { printf "%.2f %.2f", a / 1000, b / 1000 }' <<< "$lines")
  local ratios; ratios=$(awk '{ printf "%.3f\n", $1 / $2 }' <<< "$lines" | sort -g | awk '{ r[NR] = $1 } END { printf "%.2f %.2f %.2f", r[int((NR + 1) / 2)], r[1], r[NR] }')
  echo "$best $ratios"
}

LOAD_BEFORE=$(bench_load)
# (a) start-up.
read -r version_ms floor_ms version_ratio version_low version_high < <(pairs "$KIOSK" --version -- sqlite3 :memory: 'select 1' | summary)
echo "kiosk --version: $version_ms ms; sqlite3 :memory: 'select 1': $floor_ms ms; ${version_ratio}x (pairs ${version_low}-${version_high}x, target <= 3x)"

# (a') what the shared libraries kiosk links cost a process that does nothing: an empty C
# program linked with exactly the ones the binary names (`ldd`; libcurl, libpq, libpng and
# libturbojpeg are opened by the commands that use them), beside sqlite3.
c_floor=""
libraries=$(ldd "$KIOSK" | awk '$1 ~ /^lib/ { printf "-l:%s ", $1 }')
linked=$(ldd "$KIOSK" | awk '$1 ~ /^lib/ { print $1 }' | paste -sd, - | sed 's/,/, /g')
if command -v cc >/dev/null && [ -n "$libraries" ]; then
  # shellcheck disable=SC2086
  echo 'int main(void) { return 0; }' | cc -O2 -x c - -o "$WORK/c-floor" -Wl,--no-as-needed $libraries
  read -r c_floor_ms c_sqlite_ms c_floor_ratio c_floor_low c_floor_high < <(pairs "$WORK/c-floor" -- sqlite3 :memory: 'select 1' | summary)
  c_floor=$(ldd "$WORK/c-floor" | wc -l)
  echo "an empty C program linking what kiosk links ($c_floor shared objects): $c_floor_ms ms; sqlite3: $c_sqlite_ms ms; ${c_floor_ratio}x (pairs ${c_floor_low}-${c_floor_high}x)"
fi

# (b) the browse, and the statements it runs.
QUERY=(wine catalog --sort -name --category "Red Wine" --search cellars --data-dir "$DATA" --server "$REFUSED")
"$KIOSK" "${QUERY[@]}" --verbose 2> "$WORK/verbose.log" > "$WORK/page.txt" || true
grep -q "Cellars" "$WORK/page.txt" || { echo "bench-cli: the catalog command showed no wine: $(head -5 "$WORK/verbose.log")" >&2; exit 1; }
# NB: a statement the command stopped reading early (a walk of the name order that ends once
# the page is full) is replayed reading as many rows, not all of them.
awk '{ i = index($0, "] sql: "); if (i) print substr($0, i + 7) }' "$WORK/verbose.log" \
  | sed -E 's/^(SELECT .*); -- stopped after ([0-9]+) rows$/SELECT * FROM (\1) LIMIT \2;/' > "$WORK/statements.sql"
statements=$(wc -l < "$WORK/statements.sql")
grep -q "MATCH" "$WORK/statements.sql" || { echo "bench-cli: --verbose printed no search statement" >&2; exit 1; }
replay() { sqlite3 "$DATA/kiosk.sqlite" < "$WORK/statements.sql"; }
read -r catalog_ms replay_ms catalog_ratio catalog_low catalog_high < <(pairs "$KIOSK" "${QUERY[@]}" -- replay | summary)
echo "kiosk wine catalog (Red Wine, \"cellars\", Z-A, $SIZE wines, wine.com refusing): $catalog_ms ms; sqlite3 replaying its $statements statements: $replay_ms ms; ${catalog_ratio}x (pairs ${catalog_low}-${catalog_high}x, target <= 1.25x)"

# (c) Tab completions, in one bash that loaded the completion script, as on a Tab.
"$KIOSK" --generate-completion-script bash > "$WORK/kiosk.bash"
completions=$(PATH="$WORK/bin:$PATH" bash -c '
  source "$1"; data=$2; pairs=$3
  # tab WORD...: what bash runs on Tab after the words (the last is the one being completed).
  tab() {
    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
    _kiosk kiosk "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
  }
  # shell SQL: the same names read by the sqlite3 shell into the reply.
  shell() { local IFS=$'"'"'\n'"'"'; COMPREPLY=($(sqlite3 "$data/kiosk.sqlite" "$1")); }
  measure() { # LABEL WANTED SQL WORD...: pairs of the completion and the shell, "LABEL tab_us shell_us".
    local label=$1 wanted=$2 sql=$3; shift 3
    tab "$@"; printf "%s\n" "${COMPREPLY[@]}" | grep -qxF "$wanted" || { echo "no \"$wanted\" among: ${COMPREPLY[*]}" >&2; exit 1; }
    shell "$sql"; printf "%s\n" "${COMPREPLY[@]}" | grep -qxF "$wanted" || { echo "the shell found no \"$wanted\"" >&2; exit 1; }
    for _ in $(seq 1 "$pairs"); do
      local s e1 e2
      s=${EPOCHREALTIME/./}; tab "$@"; e1=${EPOCHREALTIME/./}; shell "$sql"; e2=${EPOCHREALTIME/./}
      echo "$label $(( e1 - s )) $(( e2 - e1 ))"
    done
  }
  measure category "Red Wine" "SELECT DISTINCT name FROM wine_category WHERE name LIKE '"'"'Red%'"'"' ORDER BY name" \
    kiosk wine catalog --data-dir "$data" --category Red
  measure counter "Glasses of water" "SELECT title FROM counter_snapshot WHERE title LIKE '"'"'Gla%'"'"' UNION SELECT title FROM counter_op WHERE title LIKE '"'"'Gla%'"'"' ORDER BY 1" \
    kiosk counters inc --data-dir "$data" Gla
' _ "$WORK/kiosk.bash" "$DATA" "$PAIRS")
read -r category_ms category_shell_ms category_ratio category_low category_high < <(awk '$1 == "category" { print $2, $3 }' <<< "$completions" | summary)
read -r counter_ms counter_shell_ms counter_ratio counter_low counter_high < <(awk '$1 == "counter" { print $2, $3 }' <<< "$completions" | summary)
echo "bash Tab completion of a wine category (Red…): $category_ms ms (target < 10 ms); the sqlite3 shell reading those names: $category_shell_ms ms; ${category_ratio}x (pairs ${category_low}-${category_high}x)"
echo "bash Tab completion of a counter title (Gla…): $counter_ms ms (target < 10 ms); the sqlite3 shell reading those titles: $counter_shell_ms ms; ${counter_ratio}x (pairs ${counter_low}-${counter_high}x)"

stamp=$(bench_stamp)
load="before $LOAD_BEFORE, after $(bench_load)"
record_rows "Start-up, a browse and Tab completions (\`bench-cli.sh\`)" \
  "| when (UTC), commit | what | Kiosk (best) | yardstick, same run (best) | ratio: median of $PAIRS alternating pairs (range) | target | load (1, 5, 15 min) |" \
  "| $stamp | \`kiosk --version\` | $version_ms ms | \`sqlite3 :memory: 'select 1'\` $floor_ms ms | **${version_ratio}×** ($version_low–$version_high) | ≤ 3× | $load |" \
  ${c_floor:+"| $stamp | an empty C \`main\` linking what kiosk links (\`ldd\`: $linked; $c_floor shared objects) | $c_floor_ms ms | \`sqlite3 :memory: 'select 1'\` $c_sqlite_ms ms | ${c_floor_ratio}× ($c_floor_low–$c_floor_high) | (what linking them costs) | $load |"} \
  "| $stamp | \`kiosk wine catalog --sort -name --category \"Red Wine\" --search cellars\`, $SIZE wines, wine.com refusing | $catalog_ms ms | \`sqlite3\` replaying its $statements statements (\`--verbose\`) $replay_ms ms | **${catalog_ratio}×** ($catalog_low–$catalog_high) | ≤ 1.25× | $load |" \
  "| $stamp | bash Tab completion, a wine category (\`--category Red\`) | $category_ms ms | \`sqlite3\` reading those names in the same bash $category_shell_ms ms | ${category_ratio}× ($category_low–$category_high) | < 10 ms | $load |" \
  "| $stamp | bash Tab completion, a counter title (\`counters inc Gla\`) | $counter_ms ms | \`sqlite3\` reading those titles in the same bash $counter_shell_ms ms | ${counter_ratio}× ($counter_low–$counter_high) | < 10 ms | $load |"
