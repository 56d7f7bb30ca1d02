# Counters in a real browser, with and without JavaScript (web/counters_flow.py, run by
# web/run-flow.sh against kiosk-mock and kiosk-web on loopback).
# timeout: 300
# app: counters
exec bash "$(dirname "$0")/web/run-flow.sh" counters
