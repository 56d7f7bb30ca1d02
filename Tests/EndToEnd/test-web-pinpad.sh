# The Wine Club's on-screen PIN pad in a real browser: a new employee and a sign-in by clicks
# alone with JavaScript, the plain field without (web/pinpad_flow.py, run by web/run-flow.sh).
# timeout: 200
# app: wine
exec bash "$(dirname "$0")/web/run-flow.sh" pinpad
