"""The Wine Club's idle sign-out in a real browser: kiosk-web runs with the limit
test-web-idle.sh sets in KIOSK_IDLE_SIGN_OUT (seconds).

With JavaScript: the countdown shows and counts down by itself, clicks on the page keep the
sign-in past the limit, and a page left alone turns into the sign-in by itself, saying why.
Without JavaScript: requests closer together than the limit keep the sign-in, the first one
after it finds the sign-in page; signing in again finds the cart as it was left.

Usage: idle_flow.py --web http://127.0.0.1:PORT --mock http://127.0.0.1:PORT --shots DIR
"""
import os
import subprocess
import time

from counters_flow import parse_args, run_in_browsers  # noqa: E402  (the browser, steps and screenshots)
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402
from wine_flow import fill, sign_up_and_in, submit  # noqa: E402

LIMIT = int(os.environ.get("KIOSK_IDLE_SIGN_OUT", "5"))  # seconds: kiosk-web's limit here
SIGNED_OUT = f"was signed out after {LIMIT} seconds without use"


def signed_in(flow):
    return bool(flow.driver.find_elements(By.CSS_SELECTOR, "#wine-nav .who"))


def cart_quantity(flow):
    return flow.driver.find_element(By.CSS_SELECTOR, "#wine-nav .badge").text


def with_javascript(flow):
    sign_up_and_in(flow, "Ida", "Idle", "2580")
    flow.wait(lambda _: "Signing out in" in flow.text(), "the countdown shows on its own")
    flow.step("countdown")
    # A click every second for twice the limit keeps the sign-in: the page never leaves.
    flow.driver.execute_script("window.kioskMark = 'still here'")
    end = time.monotonic() + 2 * LIMIT
    while time.monotonic() < end:
        flow.driver.find_element(By.CSS_SELECTOR, "header.top h1").click()
        time.sleep(1)
    assert signed_in(flow), "clicks on the page did not keep the sign-in"
    assert "/wine/catalog" in flow.driver.current_url, f"the page left: {flow.driver.current_url}"
    assert flow.driver.execute_script("return window.kioskMark") == "still here", "the page reloaded"
    flow.step("kept by clicks")
    # Left alone, the page becomes the sign-in without anyone loading it.
    flow.wait(EC.presence_of_element_located((By.ID, "pin")), "the page left alone turns into the sign-in")
    flow.wait(lambda _: SIGNED_OUT in flow.text(), "the sign-in says why")
    assert flow.driver.current_url.endswith("/wine/sign-in"), flow.driver.current_url
    flow.step("signed out by itself")


def without_javascript(flow):
    sign_up_and_in(flow, "Noa", "Plain", "1470")
    flow.open("/wine/wines/104663")
    fill(flow, "quantity", "2")
    submit(flow, "form.add button[type=submit]")
    flow.wait(lambda _: "In the cart: 2 of this wine, 2 in all." in flow.text(), "2 bottles added")
    # Pages opened closer together than the limit keep the sign-in.
    end = time.monotonic() + 2 * LIMIT
    while time.monotonic() < end:
        flow.open("/wine/cart")
        assert signed_in(flow), "a page opened within the limit found the sign-in"
        time.sleep(LIMIT / 3)
    flow.step("kept by requests")
    # Nothing changes on a page without JavaScript; the next request after the limit finds
    # the sign-in, and says why.
    time.sleep(LIMIT + 1)
    assert signed_in(flow), "the page changed without JavaScript"
    flow.press(lambda: flow.driver.find_element(By.PARTIAL_LINK_TEXT, "Orders"))
    flow.wait(EC.presence_of_element_located((By.ID, "pin")), "the next request finds the sign-in")
    flow.wait(lambda _: SIGNED_OUT in flow.text(), "the sign-in says why")
    flow.step("signed out at the next request")
    # The cart stayed the employee's.
    fill(flow, "pin", "1470")
    submit(flow, "form.panel button[type=submit]")
    flow.wait(lambda _: signed_in(flow), "signed in again")
    assert cart_quantity(flow) == "2", f"the cart after signing in again: {cart_quantity(flow)}"
    flow.step("cart kept")


def main():
    args = parse_args()
    start = time.monotonic()
    # NB: the catalog comes from the CLI, so no import runs in the browser against the limit.
    subprocess.run([os.path.join(os.environ["KIOSK_E2E_BIN"], "kiosk"), "wine", "import", "--data-dir", os.environ["KIOSK_E2E_DATA"],
                    "--server", args.mock], check=True, stdout=subprocess.DEVNULL)
    # NB: both mostly wait on kiosk-web's clock, in sessions of their own: side by side.
    run_in_browsers(args, [
        ("idle-with-js", True, with_javascript),
        ("idle-without-js", False, without_javascript),
    ], side_by_side=True)
    print(f"web e2e: idle sign-out after {LIMIT} s with and without JavaScript: ok in {time.monotonic() - start:.1f} s")


if __name__ == "__main__":
    main()
