"""Nenno's Pizza in a real browser: headless Debian Chromium driven by Selenium, against
kiosk-web and kiosk-mock on loopback.

A person's flow (add a pizza from the menu and see ADDED TO CART come and, with JavaScript, go
by itself; make a pizza their own in the editor; add a drink; change the cart; check out after
the confirmation; go back; see one order, and kiosk-mock's journal one checkout POST) runs once
with JavaScript and once without. Screenshots of the menu, the editor and the cart are written
to --shots (1024x768, and the menu at 375 px wide).

Usage: pizza_flow.py --web http://127.0.0.1:PORT --mock http://127.0.0.1:PORT --shots DIR
"""
import json
import os
import time
import urllib.request

from counters_flow import WAIT, Flow, parse_args, run_in_browsers  # noqa: E402  (the browser, steps and screenshots)
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402


def checkout_posts(args):
    """How many checkout POSTs kiosk-mock has seen."""
    with urllib.request.urlopen(args.mock + "/__admin/journal", timeout=5) as response:
        entries = json.load(response)["entries"]
    return len([e for e in entries if e.get("method") == "POST" and e.get("path") == "/post"])


def submit(flow, css):
    flow.press(lambda: flow.driver.find_element(By.CSS_SELECTOR, css))


def cart_total(flow):
    totals = flow.driver.find_elements(By.CSS_SELECTOR, ".cart-total")
    return totals[0].text if totals else ""


def pizza_flow(flow, args):
    posts_before = checkout_posts(args)
    flow.open("/")
    flow.press(lambda: flow.driver.find_element(By.CSS_SELECTOR, 'a.app[href="/pizza"]'))
    flow.wait(lambda _: flow.driver.find_elements(By.CSS_SELECTOR, "li.card.pizza"), "the menu shows")
    flow.step("menu")
    flow.wait_picture("li.card.pizza img", "the pizza's picture loads from kiosk-web")

    submit(flow, "button[aria-label='Add Margherita to the cart']")
    flow.wait(lambda _: "ADDED TO CART" in flow.text(), "the bar says ADDED TO CART")
    flow.step("added")
    if flow.javascript:
        # NB: the bar lasts 3 s on the server's clock; its end arrives over Server-Sent Events.
        flow.wait(lambda _: "ADDED TO CART" not in flow.text(), "the bar goes away by itself")

    # The editor: Ricci with tomato sauce, the price on the button following.
    flow.press(lambda: flow.driver.find_element(By.LINK_TEXT, "Ricci"))
    flow.wait(lambda _: "ADD TO CART ($9.00)" in flow.text(), "the editor shows Ricci's price")
    submit(flow, "li.ingredient:nth-child(2) button")
    flow.wait(lambda _: "ADD TO CART ($9.50)" in flow.text(), "a topping changes the price")
    submit(flow, "form.add-pizza button")
    flow.wait(lambda _: "ADDED TO CART" in flow.text(), "the pizza is added")
    flow.step("editor")

    flow.press(lambda: flow.driver.find_element(By.LINK_TEXT, "Drinks"))
    flow.wait(EC.presence_of_element_located((By.CSS_SELECTOR, "li.drink")), "the drinks show")
    submit(flow, "button[aria-label='Add Still Water to the cart']")
    flow.wait(lambda _: "ADDED TO CART" in flow.text(), "the drink is added")

    flow.press(lambda: flow.driver.find_element(By.LINK_TEXT, "Cart"))
    flow.wait(lambda _: cart_total(flow) == "Total: 3 items, $16.00", lambda: f"the cart's total: {cart_total(flow)!r}")
    if flow.javascript:
        flow.driver.execute_script("window.kioskMark = 'still here'")
    submit(flow, "button[aria-label='One more Margherita']")
    flow.wait(lambda _: cart_total(flow) == "Total: 4 items, $21.50", lambda: f"+ adds one: {cart_total(flow)!r}")
    if flow.javascript:
        assert flow.driver.execute_script("return window.kioskMark") == "still here", "+ reloaded the page"
    flow.step("cart")

    submit(flow, "form[action='/pizza/cart/checkout'] button")
    flow.wait(lambda _: "Place the order: 4 items, $21.50?" in flow.text(), "the confirmation names the total")
    submit(flow, "form[action='/pizza/cart/checkout/confirm'] button")
    flow.wait(lambda _: "Thank you for your order!" in flow.text(), "the thank-you")
    flow.step("thank you")
    flow.driver.back()
    flow.driver.refresh()
    flow.open("/pizza/orders")
    flow.wait(lambda _: "4 items · $21.50" in flow.text(), "the order is listed")
    deadline = time.monotonic() + WAIT
    while checkout_posts(args) - posts_before != 1 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert checkout_posts(args) - posts_before == 1, f"checkout POSTs: {checkout_posts(args) - posts_before}"
    flow.open("/pizza/cart")
    flow.wait(lambda _: "The cart is empty" in flow.text(), "the cart is empty after the order")


def screenshots(args):
    flow = Flow(args, "shot")
    narrow = Flow(args, "shot-375", width=375, height=812)
    try:
        flow.open("/pizza")
        flow.wait(lambda _: flow.driver.find_elements(By.CSS_SELECTOR, "li.card.pizza"), "the menu shows")
        time.sleep(0.5)  # NB: lets the lazily loaded pictures paint; a picture, not a check
        flow.screenshot(os.path.join(args.shots, "pizza-menu.png"))
        flow.open("/pizza/pizzas/1")
        flow.wait(lambda _: "ADD TO CART" in flow.text(), "the editor shows")
        flow.screenshot(os.path.join(args.shots, "pizza-editor.png"))
        submit(flow, "form.add-pizza button")
        flow.wait(lambda _: "ADDED TO CART" in flow.text(), "added")
        flow.open("/pizza/drinks")
        submit(flow, "button[aria-label='Add Coke to the cart']")
        flow.wait(lambda _: "ADDED TO CART" in flow.text(), "added")
        flow.open("/pizza/cart")
        flow.wait(lambda _: cart_total(flow), "the cart shows")
        flow.screenshot(os.path.join(args.shots, "pizza-cart.png"))
        narrow.open("/pizza")
        narrow.wait(lambda _: narrow.driver.find_elements(By.CSS_SELECTOR, "li.card.pizza"), "the menu shows")
        time.sleep(0.5)
        narrow.screenshot(os.path.join(args.shots, "pizza-menu-375.png"))
    finally:
        flow.close()
        narrow.close()


def main():
    args = parse_args()
    start = time.monotonic()
    run_in_browsers(args, [
        ("with-js", True, lambda flow: pizza_flow(flow, args)),
        ("without-js", False, lambda flow: pizza_flow(flow, args)),
    ])
    screenshots(args)
    print(f"web e2e: pizza flow with and without JavaScript: ok in {time.monotonic() - start:.1f} s")


if __name__ == "__main__":
    main()
