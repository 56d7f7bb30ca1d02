# Sourced by the benchmark scripts: records a run's rows in Benchmarks/RESULTS.md.
#
# record_rows SECTION COLUMNS ROW... puts each ROW (a Markdown table row, `| … |`) at the top of
# SECTION's table (newest first), making the section (a `## SECTION` heading and a table of
# COLUMNS) after the file's introduction if it is not there yet. Earlier rows stay.
# BENCH_RECORD=0 prints the rows without recording them.

# The load beside a figure: the 1, 5 and 15 minute load averages and the number of cores.
bench_load() { echo "$(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"; }

# When and what was measured: the UTC time and the commit (with `+` when the tree differs).
bench_stamp() {
  local commit; commit=$(git rev-parse --short HEAD 2>/dev/null || echo "?")
  git diff --quiet HEAD 2>/dev/null || commit="$commit+"
  echo "$(date -u '+%Y-%m-%d %H:%M') \`$commit\`"
}

record_rows() {
  local section=$1 columns=$2; shift 2
  printf '%s\n' "$@"
  [ "${BENCH_RECORD:-1}" = 0 ] && return 0
  python3 - "$(dirname "${BASH_SOURCE[0]}")/RESULTS.md" "$section" "$columns" "$@" <<'PY'
import sys
path, section, columns, rows = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
lines = open(path, encoding="utf-8").read().split("\n")
heading = f"## {section}"
if heading not in lines:
    # After the introduction: before the first section.
    first = next((i for i, line in enumerate(lines) if line.startswith("## ")), len(lines))
    separator = "|" + "|".join("---" for _ in columns.strip("|").split("|")) + "|"
    lines[first:first] = [heading, "", columns, separator, ""]
start = lines.index(heading)
header = next(i for i in range(start, len(lines)) if lines[i].startswith("|"))
lines[header + 2:header + 2] = rows
open(path, "w", encoding="utf-8").write("\n".join(lines))
PY
}
