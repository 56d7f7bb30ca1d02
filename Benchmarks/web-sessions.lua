-- wrk script of bench-web-sessions.sh: each thread (one connection each, -t N -c N) is a
-- signed-in kiosk with its own session cookie, asking for random pages of the catalog.
--   WEB_COOKIES  the session cookies, space-separated, one per thread
--   WEB_PATH     the path asked, with %d for a page number (none: the same path every time)
--   WEB_PAGES    the highest page number (pages 1 to WEB_PAGES, uniformly)
-- Counts the answers that are not 200 (a lost session answers 303 to the sign-in page), which
-- wrk's own summary would pass as successes.
local cookies = {}
for cookie in string.gmatch(os.getenv("WEB_COOKIES") or "", "%S+") do
  cookies[#cookies + 1] = cookie
end
local threads = {}

function setup(thread)
  local index = #threads + 1
  thread:set("index", index)
  thread:set("cookie", cookies[(index - 1) % #cookies + 1])
  thread:set("path", os.getenv("WEB_PATH") or "/")
  thread:set("pages", tonumber(os.getenv("WEB_PAGES") or "1"))
  threads[index] = thread
end

function init(args)
  math.randomseed(index * 7919 + os.time())
  wrk.headers["Cookie"] = cookie
  failed = 0
end

function request()
  return wrk.format("GET", string.format(path, math.random(1, pages)))
end

function response(status, headers, body)
  if status ~= 200 then failed = failed + 1 end
end

function done(summary, latency, requests)
  local failures = 0
  for _, thread in ipairs(threads) do failures = failures + thread:get("failed") end
  io.write(string.format("not 200: %d\n", failures))
end
