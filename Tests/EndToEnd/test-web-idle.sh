# The Wine Club's idle sign-out in a real browser, with and without JavaScript, on a 3-second
# limit (web/idle_flow.py, run by web/run-flow.sh against kiosk-mock and kiosk-web on loopback).
# timeout: 300
# app: wine
export KIOSK_IDLE_SIGN_OUT=3
exec bash "$(dirname "$0")/web/run-flow.sh" idle
