# Nenno's Pizza in the TUI against kiosk-mock: build a custom pizza, add a menu pizza and a
# drink, check out and see the thank-you; the mock's journal shows the order it received.
# timeout: 180
# app: pizza
source "$(dirname "$0")/lib.sh"

start_mock
start_session 100 30 "$BIN/kiosk-tui --data-dir $WORK/data --server $MOCK_URL"
wait_for "Pick an app"
t send-keys -t e2e 2
wait_for "NENNO'S PIZZA"
wait_for "Mozzarella, Tomato Sauce"

# A pizza from scratch: Mozzarella (first row) and Tuna (the last, one up from the first).
t send-keys -t e2e n
wait_for "CREATE A PIZZA"
wait_for "ADD TO CART (\$4.00)"
t send-keys -t e2e Space Up Space
wait_for "ADD TO CART (\$7.20)"
t send-keys -t e2e Enter
wait_for "ADDED TO CART"
wait_for "Custom × 1 in cart"

# Back to the menu: quick add of the second pizza, then a Coke from the drinks.
t send-keys -t e2e Escape
wait_for "NENNO'S PIZZA"
t send-keys -t e2e Down a
wait_for "Ricci × 1 in cart"
t send-keys -t e2e b
wait_for "DRINKS"
t send-keys -t e2e Down Down Enter
wait_for "Coke × 1 in cart"

# The cart, from the drinks page with c.
t send-keys -t e2e c
wait_for "TOTAL"
wait_for "CHECKOUT (\$18.70)"
# The highlighted line's quantity: + steps it, a typed number sets it.
t send-keys -t e2e +
wait_for "CHECKOUT (\$25.90)"
t send-keys -t e2e 1 Enter
wait_for "CHECKOUT (\$18.70)"
# Checkout (p) asks first, naming the total.
t send-keys -t e2e p
wait_for "Place the order: 3 items, \$18.70?"
t send-keys -t e2e y
wait_for "Thank you for your order!"
wait_for "3 items · \$18.70"

journal=$(curl -fsS "$MOCK_URL/__admin/journal")
echo "$journal" | grep -q '"path":"/post"' || fail "the mock did not receive the checkout"
echo "$journal" | grep -q 'Custom' || fail "the checkout did not carry the custom pizza"

# A new order starts on the menu with an empty cart.
t send-keys -t e2e Enter
wait_for "NENNO'S PIZZA"
t send-keys -t e2e c
wait_for "The cart is empty"

# The orders page lists the order placed, with its total.
t send-keys -t e2e Escape
wait_for "NENNO'S PIZZA"
t send-keys -t e2e o
wait_for "ORDERS"
wait_for "Order #1"
wait_for "\$18.70"
true
