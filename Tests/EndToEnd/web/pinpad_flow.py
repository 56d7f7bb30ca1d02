"""The Wine Club's on-screen PIN pad in a real browser: with JavaScript a new employee's PIN is
set and then signed in with by clicks on the pad alone (Clear and ⌫ included), the digits never
shown on the page; without JavaScript the pad is not there and the field takes the PIN typed.

Usage: pinpad_flow.py --web http://127.0.0.1:PORT --mock http://127.0.0.1:PORT --shots DIR
"""
import time

from counters_flow import parse_args, run_in_browsers  # noqa: E402  (the browser, steps and screenshots)
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402
from wine_flow import fill, signed_in, submit  # noqa: E402


def pad(flow, *keys):
    for key in keys:
        flow.press(lambda: flow.driver.find_element(By.CSS_SELECTOR, f".pin-pad button[data-key='{key}']"))


def pin_value(flow):
    return flow.driver.find_element(By.ID, "pin").get_attribute("value")


def with_javascript(flow):
    flow.open("/wine/new-employee")
    flow.wait(EC.visibility_of_element_located((By.CSS_SELECTOR, ".pin-pad")), "the pad shows with JavaScript")
    fill(flow, "firstName", "Pia")
    fill(flow, "lastName", "Pad")
    pad(flow, "9", "9", "clear", "2", "4", "6", "8", "1", "back", "0")
    assert pin_value(flow) == "24680", f"the pad typed {pin_value(flow)!r}"
    assert flow.driver.find_element(By.ID, "pin").get_attribute("type") == "password", "the PIN shows"
    assert "24680" not in flow.driver.page_source.replace('value="24680"', ""), "the digits show on the page"
    flow.step("new employee's PIN by the pad")
    submit(flow, "form.panel button[type=submit]")
    flow.wait(lambda _: "Pia Pad can now sign in" in flow.text(), "the employee is created")
    flow.wait(EC.visibility_of_element_located((By.CSS_SELECTOR, ".pin-pad")), "the sign-in has the pad")
    pad(flow, "2", "4", "6", "8", "0")
    assert "24680" not in flow.text(), "the digits show on the page"
    submit(flow, "form.panel button[type=submit]")
    flow.wait(lambda _: signed_in(flow, "Pia", "Pia Pad"), "signed in by the pad alone")
    flow.step("signed in by the pad")


def without_javascript(flow):
    flow.open("/wine/sign-in")
    flow.wait(EC.presence_of_element_located((By.ID, "pin")), "the sign-in opens")
    assert not flow.driver.find_element(By.CSS_SELECTOR, ".pin-pad").is_displayed(), "the pad shows without JavaScript"
    fill(flow, "pin", "24680")
    submit(flow, "form.panel button[type=submit]")
    flow.wait(lambda _: signed_in(flow, "Pia", "Pia Pad"), "the field alone signs in")
    flow.step("signed in by the field")


def main():
    args = parse_args()
    start = time.monotonic()
    run_in_browsers(args, [
        ("pinpad-with-js", True, with_javascript),
        ("pinpad-without-js", False, without_javascript),
    ])
    print(f"web e2e: the PIN pad by clicks alone, the field without JavaScript: ok in {time.monotonic() - start:.1f} s")


if __name__ == "__main__":
    main()
