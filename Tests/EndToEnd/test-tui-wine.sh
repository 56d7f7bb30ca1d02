# The Wine Club in the TUI against kiosk-mock: create an employee, sign in, import the
# catalog, filter it by a category, quick-add a wine, check out, start a new order, sign out.
# timeout: 180
# app: wine
source "$(dirname "$0")/lib.sh"

start_mock
start_session 100 30 "$BIN/kiosk-tui --data-dir $WORK/data --server $MOCK_URL"
wait_for "Pick an app"
t send-keys -t e2e 1
wait_for "Sign in with your PIN"

# A new employee: PIN, first and last names, email.
wine_create_employee

# A malformed PIN and an unknown one say which; then the right one signs in.
t send-keys -t e2e 12 Enter
wait_for "pin: must be 4 to 8 digits long"
t send-keys -t e2e 9999 Enter
wait_for "no employee has this PIN"
t send-keys -t e2e 4821 Enter
wait_for "Welcome, Ana."
wait_for "The catalog is empty."

# Import from wine.com (the mock), then filter by the first category.
t send-keys -t e2e i
wait_for "page 1/"
screen | grep -qF "The catalog is empty." && fail "the import showed no wine"
t send-keys -t e2e f
wait_for "Filter by category"
t send-keys -t e2e Space Enter
# NB: wait for the filtered page itself, not for "Filter ": the header names the new filter a
# frame before its page is read, and "Filter all" matched before the keys were even handled.
wait_for "Filter Champagne & Sparkling"
wait_for "9 wines · page 1/1"
screen | grep -qF "Zinfandel" && fail "the filter did not apply"

# Quick add: 0 is refused by the cart with the prompt still open on what was typed; then the
# 2 typed replaces it (2 bottles, not 02).
t send-keys -t e2e a 0 Enter
wait_for "quantity: must be at least 1"
screen | grep -qF "quantity: 0" || fail "the prompt closed on a refused quantity"
t send-keys -t e2e BSpace 2 Enter
wait_for "to the cart (2 in all)"
t send-keys -t e2e c
wait_for "2 bottles in 1 line"
# A stray letter orders nothing; p asks first, naming what is ordered, and n says no.
t send-keys -t e2e z p
wait_for "Place the order for 2 bottles (1 wine), \$"
t send-keys -t e2e n
wait_for "p place order…"
screen | grep -qF "Your order number" && fail "an order was placed without a yes"
t send-keys -t e2e p
wait_for "Place the order for 2 bottles (1 wine), \$"
t send-keys -t e2e y
wait_for "Your order number is W-000001."
t send-keys -t e2e Enter
wait_for "New order: the cart is empty."
wait_for "Cart: 0 bottles"

# Your orders: the one just placed, with its total.
t send-keys -t e2e o
wait_for "Kiosk › Wine Club › Orders"
wait_for "W-000001"
wait_for "2 bottles, \$"
t send-keys -t e2e Escape
wait_for "Cart: 0 bottles"

# Your account: a wrong old PIN is refused, the right one changes it.
t send-keys -t e2e u
wait_for "Your account"
t send-keys -t e2e 9999 Tab 1357 Enter
wait_for "oldPIN: this is not your PIN"
t send-keys -t e2e BTab 4821 Enter
wait_for "Your PIN was changed."
t send-keys -t e2e Escape
wait_for "Cart: 0 bottles"

# Sign out from the catalog: back to sign-in; the new PIN signs in, then out again.
t send-keys -t e2e L
wait_for "Sign in with your PIN"
wait_for "Signed out."
t send-keys -t e2e 1357 Enter
wait_for "Welcome, Ana."
t send-keys -t e2e L
wait_for "Signed out."
t send-keys -t e2e Escape
wait_for "Pick an app"
true
