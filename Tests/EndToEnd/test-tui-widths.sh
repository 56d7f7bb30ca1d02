# The width table against its sources: Python's wcwidth (pinned, in a venv under .build/) and
# Debian's unicode-data. The Swift side, every code point of the table against wcwidth's, is
# Tests/TerminalUITests/CharacterWidthTableTests in `swift test`.
# timeout: 180
# app: shared
set -euo pipefail
cd "$(dirname "$0")/../.."
timeout 300 Scripts/check-widths
