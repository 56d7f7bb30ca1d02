# The Wine Club's idle sign-out in a real browser, with and without JavaScript, on a 5-second
# limit (web/idle_flow.py, run by web/run-flow.sh against kiosk-mock and kiosk-web on loopback).
# NB: short enough to wait for, long enough that the steps meant to stay inside it (a sign-in,
# an add, pages a second apart) do so in a loaded `make test`: three browsers on two cores.
# timeout: 300
# app: wine
export KIOSK_IDLE_SIGN_OUT=5
exec bash "$(dirname "$0")/web/run-flow.sh" idle
