"""Targets for fingers, measured in a real browser: on every page state of the three apps (the
home page; the Wine Club's sign-in, new employee, catalog, a wine, the cart, its confirmation,
the thank-you, the orders and a receipt; Nenno's menu, a pizza, the drinks, the cart and the
orders; Counters), at 375 px wide and at 1024 x 768, with JavaScript and without, every link,
button and field a finger can press is at least 44 x 44 CSS px (a checkbox counts with its
label), a line's − and + are at least 8 px apart, and the navigation marks the page shown with
aria-current. axe-core (4.12, from the pinned axe-playwright-python in the test venv) finds no
WCAG 2.1 A/AA violation on any of those states, at each width and with JavaScript and without
(every pair of them with KIOSK_TEST_LONG=1).

Usage: TOUCH_APP=wine|pizza|counters touch_flow.py --web http://127.0.0.1:PORT --mock http://127.0.0.1:PORT --shots DIR
(one app's page states; the home page goes with Counters)
"""
import glob
import os
import re
import urllib.parse
import urllib.request
import subprocess
import sys
import time

from counters_flow import Flow, parse_args  # noqa: E402  (the browser, steps and screenshots)
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402
from wine_flow import fill, signed_in, submit  # noqa: E402

SMALLEST = 44  # CSS px, WCAG 2.5.5's target size
AXE = glob.glob(os.path.join(sys.prefix, "lib", "python*", "site-packages", "axe_playwright_python", "axe.min.js"))
AXE_RUN = """
var done = arguments[0];
axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}})
  .then(function (result) { done(result.violations.map(function (v) { return v.id + ' (' + v.nodes.length + ')'; })); })
  .catch(function (error) { done(['axe failed: ' + error]); });
"""

MEASURE = """
var smallest = arguments[0];
var small = [];
document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary').forEach(function (e) {
  var target = e;
  if ((e.type === 'checkbox' || e.type === 'radio') && e.closest('label')) target = e.closest('label');
  var style = getComputedStyle(target);
  if (style.visibility === 'hidden' || style.display === 'none') return;
  var box = target.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return;
  if (target.closest('.visually-hidden')) return;
  if (box.width < smallest - 0.5 || box.height < smallest - 0.5) {
    small.push(e.tagName.toLowerCase() + ' "' + (e.getAttribute('aria-label') || e.innerText || e.value || e.name || '').trim().slice(0, 40)
               + '" ' + Math.round(box.width) + 'x' + Math.round(box.height));
  }
});
return small;
"""

APART = 8  # CSS px between a line's − and + (and any two steppers side by side)
SPACING = """
var apart = arguments[0];
var close = [];
var buttons = Array.from(document.querySelectorAll('form.step button')).map(function (e) {
  return {name: (e.getAttribute('aria-label') || e.innerText).trim().slice(0, 40), box: e.getBoundingClientRect()};
}).filter(function (b) { return b.box.width > 0; });
for (var i = 0; i < buttons.length; i++) {
  for (var j = i + 1; j < buttons.length; j++) {
    var a = buttons[i].box, b = buttons[j].box;
    var sameRow = a.top < b.bottom && b.top < a.bottom, sameColumn = a.left < b.right && b.left < a.right;
    var gap = sameRow ? Math.max(b.left - a.right, a.left - b.right) : sameColumn ? Math.max(b.top - a.bottom, a.top - b.bottom) : apart;
    if (gap < apart - 0.5) close.push('"' + buttons[i].name + '" and "' + buttons[j].name + '" ' + Math.round(gap) + ' px apart');
  }
}
return close;
"""


def axe(driver, name, problems):
    driver.set_script_timeout(30)
    driver.execute_script(open(AXE[0]).read())
    for violation in driver.execute_async_script(AXE_RUN):
        problems.append(f"{name}: axe-core: {violation}")


def stylesheet(web, link):
    href = re.search(r'href="([^"]+)"', link).group(1).replace("&amp;", "&")
    with urllib.request.urlopen(urllib.parse.urljoin(web + "/", href), timeout=10) as answer:
        return "<style>" + answer.read().decode() + "</style>"


def measure(flow, state, problems):
    if not flow.axe:
        pass
    elif flow.javascript:
        axe(flow.driver, f"{flow.name} {state}", problems)
    else:
        # NB: axe-core needs timers, which a page without JavaScript does not run: the page as
        # drawn without it (its scripts left out, its stylesheets from kiosk-web) is checked in
        # a browser with JavaScript.
        html = re.sub(r"<script\b[^>]*>.*?</script>", "", flow.driver.page_source, flags=re.S | re.I)
        html = re.sub(r"<head([^>]*)>", lambda m: f'<head{m.group(1)}><base href="{flow.args.web}/">', html, count=1, flags=re.I)
        # NB: the stylesheets go inline: a data: page cannot pass their integrity checks.
        html = re.sub(r'<link\b[^>]*rel="stylesheet"[^>]*>', lambda m: stylesheet(flow.args.web, m.group(0)), html, flags=re.I)
        flow.checker.driver.get("data:text/html;charset=utf-8," + urllib.parse.quote(html))
        look = "return [document.title, getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).fontFamily]"
        shown, copied = flow.driver.execute_script(look), flow.checker.driver.execute_script(look)
        assert shown == copied, f"{flow.name} {state}: the copy checked is not the page shown: {copied} for {shown}"
        axe(flow.checker.driver, f"{flow.name} {state}", problems)
    found = flow.driver.execute_script(MEASURE, SMALLEST)
    for item in found:
        problems.append(f"{flow.name} {state}: {item}")
    for item in flow.driver.execute_script(SPACING, APART):
        problems.append(f"{flow.name} {state}: {item}")
    current = flow.driver.execute_script("return Array.from(document.querySelectorAll('nav.app-nav [aria-current=page]')).map(function (e) { return e.getAttribute('href'); })")
    nav = flow.driver.find_elements(By.CSS_SELECTOR, "nav.app-nav a")
    if nav and state in ("catalog", "cart", "orders", "menu", "drinks", "pizza-cart", "pizza-orders") and len(current) != 1:
        problems.append(f"{flow.name} {state}: the navigation marks {current} as the page shown")


def at(flow, problems, path, state):
    flow.open(path)
    if flow.javascript:
        # NB: live.js (deferred, so it has run once the page has loaded) shows the PIN pad.
        flow.wait(lambda _: flow.driver.execute_script("return !document.querySelector('[data-pin-pad][hidden]')"), f"{state}: live.js shows the PIN pad")
    measure(flow, state, problems)


def wine_states(flow, problems, pin, last):
    at(flow, problems, "/wine/new-employee", "new-employee")
    fill(flow, "firstName", "Tia")
    fill(flow, "lastName", last)
    fill(flow, "pin", pin)
    submit(flow, "form.panel button[type=submit]")
    at(flow, problems, "/wine/sign-in", "sign-in")
    fill(flow, "pin", pin)
    submit(flow, "form.panel button[type=submit]")
    flow.wait(lambda _: signed_in(flow, "Tia", f"Tia {last}"), "signed in")
    at(flow, problems, "/wine/catalog", "catalog")
    at(flow, problems, "/wine/catalog?q=merlot", "catalog-search")
    at(flow, problems, "/wine/wines/104663", "detail")
    submit(flow, "form.add button[type=submit]")
    flow.wait(lambda _: "In the cart" in flow.text(), "added")
    at(flow, problems, "/wine/cart", "cart")
    submit(flow, "form[action='/wine/cart/checkout'] button")
    flow.wait(lambda _: "Place the order" in flow.text(), "the confirmation")
    measure(flow, "confirmation", problems)
    submit(flow, "form[action='/wine/cart/checkout/confirm'] button")
    flow.wait(lambda _: "Your order number is" in flow.text(), "the thank-you")
    measure(flow, "thank-you", problems)
    at(flow, problems, "/wine/orders", "orders")
    receipt = flow.driver.find_element(By.CSS_SELECTOR, ".order a[href$='/receipt']").get_attribute("href")
    flow.driver.get(receipt)
    measure(flow, "receipt", problems)


def pizza_states(flow, problems, pin, last):
    at(flow, problems, "/pizza", "menu")
    at(flow, problems, "/pizza/pizzas/1", "pizza")
    at(flow, problems, "/pizza/drinks", "drinks")
    at(flow, problems, "/pizza/cart", "pizza-cart")
    at(flow, problems, "/pizza/orders", "pizza-orders")


def counters_states(flow, problems, pin, last):
    # NB: the home page is drawn by the shared web room; it is measured with the smallest app.
    at(flow, problems, "/", "home")
    at(flow, problems, "/counters", "counters")


# Each app's page states, measured by its own script (test-web-touch-<app>.sh), so the three run
# side by side and an app's loop measures only its pages.
STATES = {"wine": wine_states, "pizza": pizza_states, "counters": counters_states}
STATE_COUNT = {"wine": 11, "pizza": 5, "counters": 2}


def main():
    args = parse_args()
    app = os.environ.get("TOUCH_APP", "")
    assert app in STATES, f"TOUCH_APP must name an app ({', '.join(STATES)}), not {app!r}"
    start = time.monotonic()
    assert AXE, f"no axe-core in {sys.prefix} (Scripts/setup tools installs it)"
    if app == "wine":
        subprocess.run([os.path.join(os.environ["KIOSK_E2E_BIN"], "kiosk"), "wine", "import", "--data-dir", os.environ["KIOSK_E2E_DATA"],
                        "--server", args.mock], check=True, stdout=subprocess.DEVNULL)
    problems = []
    # Targets and spacing are measured at both widths with and without JavaScript: the layout
    # changes with each. axe-core runs once per width and once per JavaScript mode (1024 with
    # it, 375 without): its rules read the markup, which JavaScript changes (the PIN pad), and
    # colours and text sizes, which the narrow stylesheet changes; each cause is met once. An
    # axe run is most of a state's time. The long run (KIOSK_TEST_LONG=1) runs it on all four.
    every = os.environ.get("KIOSK_TEST_LONG") == "1"
    runs = [(f"touch-{app}-375-js", 375, 812, True, "1111", every), (f"touch-{app}-1024-js", 1024, 768, True, "2222", True),
            (f"touch-{app}-375-plain", 375, 812, False, "3333", True), (f"touch-{app}-1024-plain", 1024, 768, False, "4444", every)]
    for name, width, height, javascript, pin, with_axe in runs:
        flow = Flow(args, name, javascript=javascript, width=width, height=height)
        flow.args = args
        flow.axe = with_axe
        flow.checker = None if javascript or not with_axe else Flow(args, name + "-axe", javascript=True, width=width, height=height)
        try:
            STATES[app](flow, problems, pin, name.replace("-", " ").title().replace(" ", ""))
        except BaseException:
            flow.save_failure_shots()
            raise
        finally:
            flow.close()
            if flow.checker:
                flow.checker.close()
    if problems:
        raise AssertionError(f"{len(problems)} problems (targets under {SMALLEST} x {SMALLEST} px, steppers closer than {APART} px, axe-core violations):\n" + "\n".join(problems))
    print(f"web e2e: every target at least {SMALLEST} x {SMALLEST} px and steppers {APART} px apart on {app}'s {STATE_COUNT[app]} page states, 2 sizes, "
          f"with and without JavaScript; axe-core: 0 violations ({'every' if every else 'each'} width and mode): ok in {time.monotonic() - start:.1f} s")


if __name__ == "__main__":
    main()
