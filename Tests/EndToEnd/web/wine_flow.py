"""The Wine Club in a real browser: headless Debian Chromium driven by Selenium, against
kiosk-web and kiosk-mock on loopback.

A person's flow (create an employee, sign in, import the catalog, search, open a wine, add
bottles, change the cart, check out after the confirmation, go back, see one order, sign out)
runs once with JavaScript and once without, each on its own data directory's employee; then two
browsers at once are two employees with carts of their own. Screenshots of the catalog, a wine
and the cart are written to --shots (1024x768, and the catalog at 375 px wide).

Usage: wine_flow.py --web http://127.0.0.1:PORT --mock http://127.0.0.1:PORT --shots DIR
"""
import os
import time

from counters_flow import Flow, parse_args, run_in_browsers  # noqa: E402  (the browser, steps and screenshots)
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402


def names(flow):
    """The wine names shown in the catalog or the cart, in order."""
    return [element.text for element in flow.driver.find_elements(By.CSS_SELECTOR, "li.row a.title")]


def submit(flow, css):
    flow.press(lambda: flow.driver.find_element(By.CSS_SELECTOR, css))


def fill(flow, field_id, text):
    field = flow.driver.find_element(By.ID, field_id)
    field.clear()
    field.send_keys(text)


def names_signed_in(flow):
    """The names the Wine Club's navigation shows as signed in."""
    return [element.text for element in flow.driver.find_elements(By.CSS_SELECTOR, "#wine-nav .who")]


def signed_in(flow, first, who):
    """Whether `first` (whose full name is `who`) is signed in: the welcome, or the name the
    navigation keeps showing.

    NB: the welcome is a notice of five seconds from the sign-in; on a loaded machine the page
    after the PIN (the POST settles for two seconds at most, then the catalog is read) can be
    drawn after it has gone, with the person signed in all the same."""
    return f"Welcome, {first}." in flow.text() or who in names_signed_in(flow)


def sign_up_and_in(flow, first, last, pin):
    flow.open("/wine")
    flow.wait(EC.presence_of_element_located((By.ID, "pin")), "the sign-in page opens")
    flow.press(lambda: flow.driver.find_element(By.LINK_TEXT, "New employee"))
    flow.wait(EC.presence_of_element_located((By.ID, "firstName")), "the new-employee form opens")
    fill(flow, "firstName", first)
    fill(flow, "lastName", last)
    fill(flow, "pin", "12")
    submit(flow, "form.panel button[type=submit]")
    flow.wait(lambda _: "must be 4 to 8 digits long" in flow.text(), "a short PIN is refused beside its field")
    assert flow.driver.find_element(By.ID, "firstName").get_attribute("value") == first, "the first name typed was lost"
    flow.step("refused PIN")
    fill(flow, "pin", pin)
    submit(flow, "form.panel button[type=submit]")
    flow.wait(lambda _: f"{first} {last} can now sign in" in flow.text(), "the employee is created")
    fill(flow, "pin", pin)
    submit(flow, "form.panel button[type=submit]")
    flow.wait(lambda _: signed_in(flow, first, f"{first} {last}"), "signed in")
    flow.step(f"{first} signed in")


def wine_flow(flow, first, last, pin):
    sign_up_and_in(flow, first, last, pin)
    if "The catalog is empty" in flow.text():
        submit(flow, "form[action='/wine/import'] button")
    flow.wait(lambda _: len(names(flow)) >= 10, "the imported catalog lists wines")
    flow.step("catalog")

    # Search: as you type with JavaScript (no submit, the address follows); a GET form without.
    fill(flow, "q", "cellars")
    if flow.javascript:
        flow.driver.execute_script("window.kioskMark = 'still here'")
    else:
        submit(flow, "form.wine-search button[type=submit]")
    expected = ["Napa Cellars Merlot 2007", "Twomey Cellars by Silver Oak Merlot 2007"]
    flow.wait(lambda _: names(flow) == expected, lambda: f"the search finds the two cellars, page shows {names(flow)}")
    flow.wait(lambda _: "q=cellars" in flow.driver.current_url, "the address carries the search")
    if flow.javascript:
        assert flow.driver.execute_script("return window.kioskMark") == "still here", "the search reloaded the page"
    flow.step("searched")

    # A wine: its label is an <img> kiosk-web serves; add 3 bottles.
    flow.press(lambda: flow.driver.find_element(By.LINK_TEXT, "Napa Cellars Merlot 2007"))
    flow.wait(EC.presence_of_element_located((By.ID, "quantity")), "the wine's page opens")
    flow.wait_picture("img.label", "the label loads from kiosk-web")
    fill(flow, "quantity", "3")
    submit(flow, "form.add button[type=submit]")
    flow.wait(lambda _: "In the cart: 3 of this wine, 3 in all." in flow.text(), "3 bottles added")
    flow.step("added")

    # The cart: + changes the line (without a reload with JavaScript).
    flow.press(lambda: flow.driver.find_element(By.PARTIAL_LINK_TEXT, "Cart"))
    flow.wait(lambda _: "Total: $66.00, 3 bottles in 1 line" in flow.text(), "the cart's total")
    if flow.javascript:
        flow.driver.execute_script("window.kioskMark = 'still here'")
    submit(flow, "button[aria-label='One bottle more of Napa Cellars Merlot 2007']")
    flow.wait(lambda _: "Total: $88.00, 4 bottles in 1 line" in flow.text(), "+ adds a bottle")
    if flow.javascript:
        assert flow.driver.execute_script("return window.kioskMark") == "still here", "+ reloaded the page"
    flow.step("cart")

    # Checkout after the confirmation; back, and the order is still one.
    submit(flow, "form[action='/wine/cart/checkout'] button")
    flow.wait(lambda _: "Place the order for 4 bottles (1 wine), $88.00?" in flow.text(), "the confirmation names the total")
    submit(flow, "form[action='/wine/cart/checkout/confirm'] button")
    flow.wait(lambda _: "Your order number is W-" in flow.text(), "the thank-you")
    number = flow.driver.find_element(By.CSS_SELECTOR, ".thanks h2").text.split()[-1].rstrip(".")
    flow.step("thank you")
    flow.driver.back()
    flow.driver.refresh()
    flow.open("/wine/orders")
    flow.wait(lambda _: number in flow.text(), "the order is listed")
    listed = [element.text.split()[0] for element in flow.driver.find_elements(By.CSS_SELECTOR, ".order h2")]
    assert listed == [number], f"orders after back and reload: {listed}"
    flow.step("orders")

    submit(flow, "form[action='/wine/sign-out'] button")
    flow.wait(EC.presence_of_element_located((By.ID, "pin")), "signed out to the sign-in page")
    flow.open("/wine/cart")
    flow.wait(EC.presence_of_element_located((By.ID, "pin")), "the cart needs a sign-in again")


def two_employees(args):
    ana, bea = Flow(args, "ana"), Flow(args, "bea")
    try:
        sign_up_and_in(ana, "Ana", "Alves", "2468")
        sign_up_and_in(bea, "Bea", "Brito", "1357")
        for flow, wine, quantity in ((ana, "104663", "2"), (bea, "112172", "5")):
            flow.open(f"/wine/wines/{wine}")
            fill(flow, "quantity", quantity)
            submit(flow, "form.add button[type=submit]")
            flow.wait(lambda _: "In the cart" in flow.text(), "added")
            flow.open("/wine/cart")
        ana.wait(lambda _: names(ana) == ["Napa Cellars Merlot 2007"], lambda: f"Ana's cart: {names(ana)}")
        bea.wait(lambda _: names(bea) == ["Twomey Cellars by Silver Oak Merlot 2007"], lambda: f"Bea's cart: {names(bea)}")
        # NB: read within a wait: Ana's add, committed, makes live.js swap Bea's open page (and
        # Bea's Ana's), and an element read across the swap is stale.
        for flow, name in ((ana, "Ana Alves"), (bea, "Bea Brito")):
            flow.wait(lambda _: flow.driver.find_element(By.CSS_SELECTOR, ".who").text == name, f"{name} is the one signed in")
        ana.step("two employees")
    except BaseException:
        ana.save_failure_shots()
        bea.save_failure_shots()
        raise
    finally:
        ana.close()
        bea.close()


def screenshots(args):
    flow = Flow(args, "shot")
    narrow = Flow(args, "shot-375", width=375, height=812)
    try:
        sign_up_and_in(flow, "Dee", "Shot", "9753")
        flow.open("/wine/catalog?q=merlot")
        flow.wait(lambda _: names(flow), "the catalog shows")
        time.sleep(0.5)  # NB: lets the lazily loaded labels paint; a picture, not a check
        flow.screenshot(os.path.join(args.shots, "wine-catalog.png"))
        flow.open("/wine/wines/104663")
        flow.screenshot(os.path.join(args.shots, "wine-detail.png"))
        fill(flow, "quantity", "2")
        submit(flow, "form.add button[type=submit]")
        flow.wait(lambda _: "In the cart" in flow.text(), "added")
        flow.open("/wine/wines/112172")
        submit(flow, "form.add button[type=submit]")
        flow.wait(lambda _: "In the cart" in flow.text(), "added")
        flow.open("/wine/cart")
        flow.screenshot(os.path.join(args.shots, "wine-cart.png"))
        sign_up_and_in(narrow, "Eve", "Narrow", "8642")
        narrow.open("/wine/catalog?q=merlot")
        narrow.wait(lambda _: names(narrow), "the catalog shows")
        narrow.screenshot(os.path.join(args.shots, "wine-catalog-375.png"))
    finally:
        flow.close()
        narrow.close()


def main():
    args = parse_args()
    start = time.monotonic()
    run_in_browsers(args, [
        ("with-js", True, lambda flow: wine_flow(flow, "Ana", "Lima", "4321")),
        ("without-js", False, lambda flow: wine_flow(flow, "Bia", "Reis", "8765")),
    ])
    two_employees(args)
    screenshots(args)
    print(f"web e2e: wine flow with and without JavaScript, two employees at once: ok in {time.monotonic() - start:.1f} s")


if __name__ == "__main__":
    main()
