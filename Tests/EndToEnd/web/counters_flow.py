"""Counters in a real browser: headless Debian Chromium driven by Selenium, against kiosk-web
and kiosk-mock on loopback.

A person's flow (add two counters, +, +, -, search, edit mode, select one, delete it after the
confirmation) runs once with JavaScript and once without; after each step the page and
kiosk-mock's own list (GET /api/v1/counters) are checked. Then two browsers at once must have
separate sessions, and a second tab of one session must see the first tab's change arrive over
Server-Sent Events.

On failure the screenshots of every step so far are written under --shots/failure/. One
screenshot of the Counters page at 1024x768 is always written to --shots/counters.png (and one
at 375 px wide to counters-375.png).

Usage: counters_flow.py --web http://127.0.0.1:PORT --mock http://127.0.0.1:PORT --shots DIR
"""
import argparse
import json
import os
import sys
import threading
import time
import urllib.request

# NB: without these, Selenium Manager tries to reach the internet before using the driver we
# name explicitly.
os.environ.setdefault("SE_OFFLINE", "true")
os.environ.setdefault("SE_AVOID_STATS", "true")

from selenium import webdriver  # noqa: E402
from selenium.common.exceptions import TimeoutException, WebDriverException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as EC  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

# Seconds any step may take to show its result: a bound against a hang, not a speed check.
# NB: in `make test` three scripts drive Chromium side by side on two cores; a page load there
# once took over 10 s (CI), so the bound leaves room for a loaded machine.
WAIT = 30


def _report_failure(kind, error, trace):
    """Ends a failed flow with what a reader of a log's tail needs: the Python frames, the last
    step each browser reached and the error's own first lines, without chromedriver's
    address-only stack (which Selenium appends to its messages and which said nothing in CI)."""
    import traceback
    message = getattr(error, "msg", None) or str(error)
    print("".join(traceback.format_tb(trace)), file=sys.stderr, end="")
    steps = ", ".join(f"{name}: {label!r}" for name, label in Flow.last_steps.items()) or "none"
    print(f"web e2e: FAILED after the steps {steps}", file=sys.stderr)
    print(f"web e2e: {kind.__name__}: {message.split('Stacktrace:')[0].strip()}", file=sys.stderr)


sys.excepthook = _report_failure


class Flow:
    """A browser plus the step log and the screenshots taken so far."""

    last_steps = {}  # each browser's last step, named on failure (see _report_failure)

    def __init__(self, args, name, javascript=True, width=1024, height=768):
        self.args = args
        self.name = name
        self.javascript = javascript
        self.shots = []
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                         f"--window-size={width},{height}", "--disable-gpu"):
            options.add_argument(argument)
        if not javascript:
            options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
        self.driver = webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)
        self.driver.set_page_load_timeout(WAIT)
        # NB: --window-size sets the window, not the page; headless windows are also at least
        # 500 px wide. The page gets exactly WIDTH x HEIGHT this way.
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    # MARK: - Steps

    def step(self, label):
        """Records a step: its screenshot is kept for the failure report."""
        print(f"web e2e: {self.name}: {label}", flush=True)
        Flow.last_steps[self.name] = label
        try:
            self.shots.append((label, self.driver.get_screenshot_as_png()))
        except Exception:  # a screenshot never decides a test
            pass

    def wait(self, condition, what):
        try:
            # NB: live.js swaps the list while we read it, and without JavaScript a form's POST →
            # redirect → GET replaces the whole document: an element read meanwhile is stale or
            # "does not belong to the document". Either just means "look again".
            return WebDriverWait(self.driver, WAIT, poll_frequency=0.05,
                                 ignored_exceptions=[WebDriverException]).until(condition)
        except TimeoutException:
            raise AssertionError(f"{self.name}: {what() if callable(what) else what} (waited {WAIT} s)") from None

    def wait_picture(self, css, what):
        """Waits until the first <img> matching `css` has loaded a picture. The element is found
        again on each look: live.js may swap the part that holds it meanwhile, and a reference
        kept from before the swap stays stale (an error `wait` ignores) however long it waits."""
        script = "var i = document.querySelector(arguments[0]); return !!i && i.complete && i.naturalWidth > 0"
        self.wait(lambda _: self.driver.execute_script(script, css), what)

    def open(self, path):
        self.driver.get(self.args.web + path)

    def rows(self):
        """The rows shown, as "count title" (read again if live.js swaps them meanwhile)."""
        for _ in range(40):
            try:
                return self._rows()
            except WebDriverException:  # stale, or a document being replaced (see wait)
                time.sleep(0.05)
        return self._rows()

    def _rows(self):
        result = []
        for row in self.driver.find_elements(By.CSS_SELECTOR, "#counters-live li.row"):
            count = row.find_element(By.CSS_SELECTOR, ".count").text
            title = row.find_element(By.CSS_SELECTOR, ".title").text
            result.append(f"{count} {title}")
        return result

    def wait_rows(self, expected, what):
        self.wait(lambda _: self.rows() == expected, lambda: f"{what}: expected rows {expected}, page shows {self.rows()}")

    def row(self, title):
        for row in self.driver.find_elements(By.CSS_SELECTOR, "#counters-live li.row"):
            if row.find_element(By.CSS_SELECTOR, ".title").text == title:
                return row
        raise AssertionError(f"{self.name}: no row titled {title!r}; rows: {self.rows()}")

    def press(self, find):
        """Clicks like a finger what `find()` returns, found again if live.js swapped it."""
        for attempt in range(20):
            try:
                find().click()
                return
            except WebDriverException:  # stale, or a document being replaced (see wait)
                if attempt == 19:
                    raise
                time.sleep(0.05)

    def text(self):
        return self.driver.find_element(By.TAG_NAME, "body").text

    def screenshot(self, path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        self.driver.save_screenshot(path)

    def save_failure_shots(self):
        # NB: one folder per flow: the flows run side by side (Tests/EndToEnd/run-all).
        folder = os.path.join(self.args.shots, "failure", os.environ.get("FLOW_LABEL") or os.path.basename(sys.argv[0]).split("_")[0])
        os.makedirs(folder, exist_ok=True)
        for index, (label, png) in enumerate(self.shots):
            safe = "".join(c if c.isalnum() else "-" for c in label)[:60]
            with open(os.path.join(folder, f"{self.name}-{index:02d}-{safe}.png"), "wb") as file:
                file.write(png)
        try:
            self.driver.save_screenshot(os.path.join(folder, f"{self.name}-last.png"))
        except Exception:
            pass

    def close(self):
        self.driver.quit()


def server_counters(args):
    """kiosk-mock's own list: what the server really has."""
    with urllib.request.urlopen(args.mock + "/api/v1/counters", timeout=5) as response:
        return json.load(response)


def wait_server(flow, predicate, what):
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        counters = server_counters(flow.args)
        if predicate(counters):
            return counters
        time.sleep(0.05)
    raise AssertionError(f"{flow.name}: the server's list {server_counters(flow.args)}: {what}")


def server_count(counters, title):
    matches = [c["count"] for c in counters if c.get("title") == title]
    return matches[0] if len(matches) == 1 else None


# MARK: - The person's flow

def counters_flow(flow, prefix):
    tea, naps = f"{prefix} Tea", f"{prefix} Naps"
    flow.open("/")
    flow.step("home")
    assert "Wine Club" in flow.text() and "Nenno's Pizza" in flow.text(), flow.text()
    flow.press(lambda: flow.driver.find_element(By.CSS_SELECTOR, 'a.app[href="/counters"]'))
    flow.wait(EC.presence_of_element_located((By.ID, "title")), "the Counters page opens from home")
    flow.step("counters page")
    before = flow.rows()

    for title in (tea, naps):
        field = flow.driver.find_element(By.ID, "title")
        field.clear()
        field.send_keys(title)
        flow.press(lambda: flow.driver.find_element(By.CSS_SELECTOR, "form.add button[type=submit]"))
        flow.wait(lambda _: any(r.endswith(" " + title) for r in flow.rows()), f"{title} appears after Add")
        flow.step(f"added {title}")
    flow.wait_rows(before + [f"0 {tea}", f"0 {naps}"], "both counters listed")
    wait_server(flow, lambda cs: server_count(cs, tea) == 0 and server_count(cs, naps) == 0, "both counters were created")

    # The same +/- buttons with and without JavaScript; with it, the page must not reload.
    if flow.javascript:
        flow.driver.execute_script("window.kioskMark = 'still here'")
    for title, button, expected in ((tea, "Increase", 1), (tea, "Increase", 2), (naps, "Decrease", -1)):
        flow.press(lambda: flow.row(title).find_element(By.CSS_SELECTOR, f'button[aria-label="{button} {title}"]'))
        flow.wait(lambda _: f"{expected} {title}" in flow.rows(), f"{title} shows {expected} after {button}")
        flow.step(f"{button} {title}")
    flow.wait_rows(before + [f"2 {tea}", f"-1 {naps}"], "the counts after +, +, -")
    if flow.javascript:
        assert flow.driver.execute_script("return window.kioskMark") == "still here", "+/- reloaded the page"
        swaps = flow.driver.execute_script("return document.body.getAttribute('data-live-swaps')")
        assert swaps is not None and int(swaps) >= 3, f"the live parts were swapped {swaps} times"
    else:
        swaps = flow.driver.find_element(By.TAG_NAME, "body").get_attribute("data-live-swaps")
        assert swaps is None, "live.js ran although JavaScript is off"
    wait_server(flow, lambda cs: server_count(cs, tea) == 2 and server_count(cs, naps) == -1, "Tea 2 and Naps -1")
    flow.wait(lambda _: flow.driver.find_element(By.CSS_SELECTOR, ".sync").get_attribute("data-sync") == "synced",
              "the sync state says everything is synced")

    # Search: a GET form; the address carries it.
    search = flow.driver.find_element(By.ID, "q")
    search.clear()
    search.send_keys(f"{prefix} na")
    flow.press(lambda: flow.driver.find_element(By.CSS_SELECTOR, "form.search button[type=submit]"))
    flow.wait_rows([f"-1 {naps}"], "the search shows only Naps")
    assert "q=" in flow.driver.current_url, flow.driver.current_url
    flow.step("searched")
    flow.press(lambda: flow.driver.find_element(By.LINK_TEXT, "Clear"))
    flow.wait_rows(before + [f"2 {tea}", f"-1 {naps}"], "clearing the search shows every counter")

    # Edit mode: select Naps, delete it after the confirmation.
    flow.press(lambda: flow.driver.find_element(By.XPATH, "//form[@action='/counters/edit']/button"))
    flow.wait(lambda _: "0 selected" in flow.text(), "edit mode shows the selection")
    flow.press(lambda: flow.row(naps).find_element(By.CSS_SELECTOR, "button.toggle"))
    flow.wait(lambda _: "1 selected" in flow.text(), "Naps is selected")
    flow.step("selected")
    flow.press(lambda: flow.driver.find_element(By.XPATH, "//button[normalize-space()='Delete 1 counter']"))
    flow.wait(lambda _: "Delete 1 counter?" in flow.text(), "the confirmation asks")
    assert server_count(server_counters(flow.args), naps) == -1, "deleted before the confirmation"
    flow.step("confirmation")
    flow.press(lambda: flow.driver.find_element(By.XPATH, "//form[@action='/counters/delete/confirm']/button"))
    flow.wait_rows(before + [f"2 {tea}"], "Naps is gone after the confirmation")
    flow.step("deleted")
    wait_server(flow, lambda cs: server_count(cs, naps) is None and server_count(cs, tea) == 2, "Naps deleted, Tea kept")


def separate_sessions(args):
    """Two browsers at once: their own cookie and their own page state."""
    ana, bea = Flow(args, "ana"), Flow(args, "bea")
    try:
        for flow in (ana, bea):
            flow.open("/counters")
            flow.wait(EC.presence_of_element_located((By.ID, "title")), "the page opens")
        ana_cookie = ana.driver.get_cookie("kiosk_session")
        bea_cookie = bea.driver.get_cookie("kiosk_session")
        assert ana_cookie and bea_cookie and ana_cookie["value"] != bea_cookie["value"], (ana_cookie, bea_cookie)
        assert ana_cookie["httpOnly"] and ana_cookie.get("sameSite") == "Strict", ana_cookie
        ana.press(lambda: ana.driver.find_element(By.XPATH, "//form[@action='/counters/edit']/button"))
        ana.wait(lambda _: "0 selected" in ana.text(), "Ana is in edit mode")
        bea.open("/counters")
        bea.wait(EC.presence_of_element_located((By.ID, "title")), "Bea's page reloads")
        assert "selected" not in bea.text(), "Bea's page shows Ana's edit mode"
        ana.step("ana edits")
        bea.step("bea does not")
    except BaseException:
        ana.save_failure_shots()
        bea.save_failure_shots()
        raise
    finally:
        ana.close()
        bea.close()


def live_update(args):
    """Two tabs of one session: a change in one reaches the other over Server-Sent Events."""
    flow = Flow(args, "live")
    try:
        flow.open("/counters")
        flow.wait(lambda _: flow.rows(), "the list shows")
        first = flow.driver.current_window_handle
        title = flow.rows()[0].split(" ", 1)[1]
        count = int(flow.rows()[0].split(" ", 1)[0])
        # Let live.js open its event stream before the other tab changes anything.
        flow.wait(lambda _: flow.driver.find_element(By.TAG_NAME, "body").get_attribute("data-live-connected") == "true",
                  "live.js connects to /events")
        flow.driver.switch_to.new_window("tab")
        flow.open("/counters")
        flow.wait(lambda _: flow.rows(), "the second tab shows the list")
        flow.press(lambda: flow.row(title).find_element(By.CSS_SELECTOR, f'button[aria-label="Increase {title}"]'))
        flow.wait(lambda _: f"{count + 1} {title}" in flow.rows(), "the second tab counts")
        flow.driver.switch_to.window(first)
        flow.wait(lambda _: f"{count + 1} {title}" in flow.rows(), "the first tab got the change over /events")
        flow.step("live")
    except BaseException:
        flow.save_failure_shots()
        raise
    finally:
        flow.close()


def screenshots(args):
    for name, width, height in (("counters.png", 1024, 768), ("counters-375.png", 375, 812)):
        flow = Flow(args, "shot", width=width, height=height)
        try:
            flow.open("/counters")
            flow.wait(lambda _: flow.rows(), "the list shows")
            flow.screenshot(os.path.join(args.shots, name))
        finally:
            flow.close()


def parse_args():
    """--web, --mock and --shots, each flow's arguments; both servers must be on loopback."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--web", required=True)
    parser.add_argument("--mock", required=True)
    parser.add_argument("--shots", required=True)
    args = parser.parse_args()
    for url in (args.web, args.mock):
        assert url.startswith("http://127.0.0.1:"), "browser tests talk to loopback only"
    return args


def run_in_browsers(args, runs, side_by_side=False):
    """Runs each (name, javascript, step) in a browser of its own: step(flow) is the person's
    flow; on failure the screenshots of every step so far are saved before the error goes on.

    side_by_side runs them at once, each on a thread of its own, for flows that mostly wait
    on the server's clock (the idle sign-out): the first error goes on once all have ended."""
    def run(name, javascript, step):
        flow = Flow(args, name, javascript=javascript)
        try:
            step(flow)
        except BaseException:
            flow.save_failure_shots()
            print(f"web e2e: screenshots of each step in {args.shots}/failure/", file=sys.stderr)
            raise
        finally:
            flow.close()

    if not side_by_side:
        for name, javascript, step in runs:
            run(name, javascript, step)
        return
    errors = []

    def guarded(run_args):
        try:
            run(*run_args)
        except BaseException as error:  # handed to the main thread, which raises it
            errors.append(error)

    threads = [threading.Thread(target=guarded, args=(entry,), name=entry[0]) for entry in runs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        raise errors[0]


def main():
    args = parse_args()
    start = time.monotonic()
    run_in_browsers(args, [
        ("with-js", True, lambda flow: counters_flow(flow, "JS")),
        ("without-js", False, lambda flow: counters_flow(flow, "Plain")),
    ])
    separate_sessions(args)
    live_update(args)
    screenshots(args)
    print(f"web e2e: counters flow with and without JavaScript, two sessions, live update: ok in {time.monotonic() - start:.1f} s")


if __name__ == "__main__":
    main()
