# Trust in the browser (issue 34): two browsers and a CLI process change one cart between the
# confirmation and the press; a hostile page on another loopback port plants cookies and floods
# sessions; a link from another site (web/trust_flow.py, run by web/run-flow.sh).
# timeout: 120
# app: wine
exec bash "$(dirname "$0")/web/run-flow.sh" trust
