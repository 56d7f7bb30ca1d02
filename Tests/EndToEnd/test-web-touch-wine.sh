# Targets for fingers on the Wine Club's sign-in, new employee, catalog, a search, a wine, the
# cart, its confirmation, the thank-you, the orders and a receipt: every link, button and field
# at least 44 x 44 CSS px at 375 px and at 1024 x 768, with and without JavaScript, a line's − and + at
# least 8 px apart, and the page shown marked in the navigation; axe-core finds no WCAG 2.1 A/AA
# violation on any of them, with JavaScript and without (web/touch_flow.py, run by
# web/run-flow.sh; the other apps' pages are test-web-touch-*.sh, run beside this one).
# timeout: 300
# app: wine
TOUCH_APP=wine exec bash "$(dirname "$0")/web/run-flow.sh" touch
