"""Trust in the browser: headless Debian Chromium driven by Selenium against kiosk-web and
kiosk-mock on loopback, with a `kiosk` CLI process and a hostile page on another loopback port.

- The order confirmed is the order placed: two browsers of one employee and a CLI process change
  the cart; a reload and "Check out" show the cart as it is, a "Place the order" pressed after a
  change orders nothing and says what changed, and an open cart page shows a change made by
  another process within 2 s without a reload.
- Sessions nobody can steal or flush: a page on another port of 127.0.0.1 plants a cookie (for
  /wine, and for / before a sign-in) and floods kiosk-web with 1,100 cookieless requests; the
  employee stays signed in, and the planted id is worth nothing. A link on another site
  (localhost, another origin and site) opens the page in the employee's session.

Usage: trust_flow.py --web http://127.0.0.1:PORT --mock http://127.0.0.1:PORT --shots DIR
(the CLI and the data directory from KIOSK_E2E_BIN and KIOSK_E2E_DATA, set by run-flow.sh)
"""
import http.server
import os
import re
import subprocess
import threading
import time
import urllib.error
import urllib.request

from counters_flow import Flow, parse_args  # noqa: E402  (the browser, steps and screenshots)
import wine_flow  # noqa: E402
from wine_flow import fill, names, names_signed_in, sign_up_and_in, submit  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

PIN = "4321"


def kiosk(args, *arguments):
    """Runs the CLI on kiosk-web's data directory; returns (exit status, stdout + stderr)."""
    command = [os.path.join(os.environ["KIOSK_E2E_BIN"], "kiosk"), *arguments,
               "--data-dir", os.environ["KIOSK_E2E_DATA"], "--server", args.mock]
    done = subprocess.run(command, capture_output=True, text=True, timeout=30)
    return done.returncode, done.stdout + done.stderr


def sign_in(flow):
    flow.open("/wine/sign-in")
    flow.wait(EC.presence_of_element_located((By.ID, "pin")), "the sign-in page opens")
    fill(flow, "pin", PIN)
    submit(flow, "form.panel button[type=submit]")
    flow.wait(lambda _: wine_flow.signed_in(flow, "Ana", "Ana Lima"), "signed in")


def signed_in(flow):
    return "Ana Lima" in names_signed_in(flow)


def cart_total(flow):
    totals = flow.driver.find_elements(By.CSS_SELECTOR, ".cart-total")
    return totals[0].text if totals else ""


def add(flow, wine, quantity):
    flow.open(f"/wine/wines/{wine}")
    fill(flow, "quantity", str(quantity))
    submit(flow, "form.add button[type=submit]")
    flow.wait(lambda _: "In the cart" in flow.text(), f"{quantity} of {wine} added")


def raw_session(args):
    """A session id of kiosk-web's, as a hostile server on the same machine gets one."""
    with urllib.request.urlopen(args.web + "/wine/sign-in", timeout=5) as response:
        cookies = response.headers.get_all("Set-Cookie") or []
    return next(re.match(r"kiosk_session=([0-9a-f]+)", c).group(1) for c in cookies if c.startswith("kiosk_session="))


def who(args, session):
    """Where /wine/catalog leads with this session id: the signed-in name, or the redirect."""
    request = urllib.request.Request(args.web + "/wine/catalog", headers={"Cookie": f"kiosk_session={session}"})

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *arguments):
            return None
    try:
        with urllib.request.build_opener(NoRedirect).open(request, timeout=5) as response:
            page = response.read().decode()
            match = re.search(r'<span class="who">([^<]*)</span>', page)
            return match.group(1) if match else "no one"
    except urllib.error.HTTPError as error:
        return f"{error.code} {error.headers.get('Location')}"


class Hostile(http.server.BaseHTTPRequestHandler):
    """Another site's pages, on 127.0.0.1 and a port of its own."""
    web = ""

    def do_GET(self):
        path, _, query = self.path.partition("?")
        fields = dict(part.split("=", 1) for part in query.split("&") if "=" in part)
        if path == "/plant":
            script = (f"document.cookie = 'kiosk_session={fields['id']}; path={fields.get('path', '/wine')}';"
                      f"document.cookie = 'kiosk_nav={fields['id']}; path={fields.get('path', '/wine')}';"
                      "document.title = 'planted';")
        elif path == "/flood":
            script = ("let done = 0; const n = %s; const next = () => fetch('%s/wine/sign-in', {mode: 'no-cors', credentials: 'omit'})"
                      ".catch(() => {}).then(() => { done += 1; document.title = 'sent ' + done; });"
                      "(async () => { for (let i = 0; i < n; i += 50) { await Promise.all(Array.from({length: 50}, next)); }"
                      " document.title = 'flooded'; })();") % (fields["n"], self.web)
        elif path == "/link":
            script = ""
        else:
            self.send_error(404)
            return
        body = (f"<!doctype html><title>other site</title><a id='go' href='{self.web}/wine/catalog'>The kiosk</a>"
                f"<script>{script}</script>").encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *arguments):
        pass


def cart_changed_elsewhere(args, here, there):
    """Two browsers of Ana and the CLI change one cart; the confirmation names it as it is."""
    add(here, "104663", 1)
    here.open("/wine/cart")
    here.wait(lambda _: "$22.00, 1 bottle in 1 line" in cart_total(here), lambda: f"one bottle: {cart_total(here)}")
    add(there, "112172", 2)
    here.driver.refresh()
    here.wait(lambda _: "$122.00, 3 bottles in 2 lines" in cart_total(here), lambda: f"a reload reads the cart: {cart_total(here)}")
    here.step("reloaded")
    submit(here, "form[action='/wine/cart/checkout'] button")
    here.wait(lambda _: "Place the order for 3 bottles (2 wines), $122.00?" in here.text(), "the confirmation names the cart")
    status, output = kiosk(args, "wine", "login", "--pin", PIN, "--quiet")
    assert status == 0, f"kiosk wine login: {status} {output}"
    status, output = kiosk(args, "wine", "cart", "add", "104663", "--quantity", "9", "--quiet")
    assert status == 0, f"kiosk wine cart add: {status} {output}"
    submit(here, "form[action='/wine/cart/checkout/confirm'] button")
    here.wait(lambda _: "nothing was ordered" in here.text(), lambda: f"the press after the change orders nothing: {here.text()}")
    assert "now 12 bottles, $320.00" in here.text(), here.text()
    here.wait(lambda _: "$320.00, 12 bottles in 2 lines" in cart_total(here), "the cart as it is now")
    here.step("changed after the confirmation")
    here.open("/wine/orders")
    here.wait(lambda _: "No orders yet" in here.text(), "no order was placed")

    # An open page (live.js) shows what another process changed, without a reload.
    there.open("/wine/cart")
    there.wait(lambda _: "12 bottles" in cart_total(there), "the other browser's cart")
    there.wait(lambda _: there.driver.find_element(By.TAG_NAME, "body").get_attribute("data-live-connected") == "true", "live updates connect")
    started = time.monotonic()
    status, output = kiosk(args, "wine", "cart", "add", "104663", "--quantity", "1", "--quiet")
    assert status == 0, output
    there.wait(lambda _: "13 bottles" in cart_total(there), lambda: f"the CLI's change shows live: {cart_total(there)}")
    live = time.monotonic() - started
    assert live < 2.0, f"the change took {live:.2f} s to show"
    print(f"web e2e: trust: a CLI change reached an open page in {live:.2f} s", flush=True)
    # The confirmation up in an open page is withdrawn, saying why, when the cart changes.
    submit(there, "form[action='/wine/cart/checkout'] button")
    there.wait(lambda _: "Place the order for 13 bottles" in there.text(), "the other browser confirms")
    status, output = kiosk(args, "wine", "cart", "add", "112172", "--quantity", "1", "--quiet")
    assert status == 0, output
    there.wait(lambda _: "nothing was ordered" in there.text() and "Place the order" not in there.text(),
               lambda: f"the confirmation is withdrawn live: {there.text()}")
    there.step("withdrawn live")
    status, output = kiosk(args, "wine", "checkout", "--expect-total", "22.00")
    assert status == 65 and "$392.00" in output, f"kiosk wine checkout --expect-total: {status} {output}"


def hostile_page(args, ana, port):
    """A page on another port of 127.0.0.1 plants cookies and floods kiosk-web."""
    hostile = f"http://127.0.0.1:{port}"
    # A cookie for /wine, sent before the employee's own: the employee stays signed in.
    attacker = raw_session(args)
    ana.driver.get(f"{hostile}/plant?id={attacker}")
    ana.wait(lambda _: ana.driver.title == "planted", "the other page planted its cookie")
    ana.open("/wine/catalog")
    ana.wait(lambda _: signed_in(ana), "still signed in beside a planted cookie")
    assert who(args, attacker) == "303 /wine/sign-in", f"the planted id: {who(args, attacker)}"
    ana.step("planted")
    # 1,100 cookieless requests from a page of the kiosk's own browser: nobody is signed out.
    started = time.monotonic()
    ana.driver.get(f"{hostile}/flood?n=1100")
    # NB: bounded by the requests, not by the step time: a debug build answers them slower.
    WebDriverWait(ana.driver, 120, poll_frequency=0.2).until(lambda _: ana.driver.title == "flooded")
    print(f"web e2e: trust: 1,100 cookieless requests in {time.monotonic() - started:.1f} s", flush=True)
    ana.open("/wine/catalog")
    ana.wait(lambda _: signed_in(ana), "still signed in after the flood")
    ana.step("flooded")
    # A link on another site (localhost is another site than 127.0.0.1): the page it names, in
    # the employee's session, which stays.
    ana.driver.get(f"http://localhost:{port}/link")
    submit(ana, "#go")
    ana.wait(lambda _: "/wine/catalog" in ana.driver.current_url and signed_in(ana), "the link opens the catalog, signed in")
    ana.open("/wine/cart")
    ana.wait(lambda _: signed_in(ana), "still signed in after the link")
    ana.step("linked")


def fixation(args, port):
    """An id planted for / before a sign-in is left behind by it."""
    bea = Flow(args, "fixed")
    try:
        attacker = raw_session(args)
        bea.driver.get(f"http://127.0.0.1:{port}/plant?id={attacker}&path=/")
        bea.wait(lambda _: bea.driver.title == "planted", "the other page planted its cookie")
        sign_in(bea)
        bea.open("/wine/catalog")
        bea.wait(lambda _: signed_in(bea), "signed in")
        assert who(args, attacker) == "303 /wine/sign-in", f"the planted id after the sign-in: {who(args, attacker)}"
        bea.step("fixation")
    except BaseException:
        bea.save_failure_shots()
        raise
    finally:
        bea.close()


def main():
    args = parse_args()
    start = time.monotonic()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Hostile)
    Hostile.web = args.web
    threading.Thread(target=server.serve_forever, daemon=True).start()
    here, there = Flow(args, "here", javascript=False), Flow(args, "there")
    try:
        sign_up_and_in(here, "Ana", "Lima", PIN)
        if "The catalog is empty" in here.text():
            submit(here, "form[action='/wine/import'] button")
        here.wait(lambda _: len(names(here)) >= 10, "the imported catalog lists wines")
        sign_in(there)
        cart_changed_elsewhere(args, here, there)
        # NB: before the flood, which leaves 127.0.0.1 no new sessions for a while.
        fixation(args, server.server_address[1])
        hostile_page(args, there, server.server_address[1])
    except BaseException:
        here.save_failure_shots()
        there.save_failure_shots()
        raise
    finally:
        here.close()
        there.close()
    server.shutdown()
    print(f"web e2e: trust: confirmed orders, planted cookies, a flood and a link: ok in {time.monotonic() - start:.1f} s")


if __name__ == "__main__":
    main()
