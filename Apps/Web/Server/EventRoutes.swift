import Hummingbird
import ServiceLifecycle

/// `/events`: the session's Server-Sent Events. A `changed` event names the page whose state
/// changed (`data: counters`), so `live.js` re-fetches that page's live parts; a comment line
/// every heartbeat keeps the connection open and lets the server notice a closed tab.
///
/// The stream ends when the session ends, when the session opens more streams than it may keep,
/// and when the server shuts down (graceful shutdown would otherwise wait for it forever).
/// Streams are connections held open: past `limit` of them in all, a new one is a 503 (the page
/// works without live updates, and the browser asks again later).
enum EventRoutes {
    /// Adds `GET /events`.
    static func register(on router: WebRouter, sessions: SessionTable, limit: Int) {
        router.get("/events") { _, context in
            let session = try await context.requireSession()
            guard await sessions.eventStreamCount < limit else {
                return Response(status: .serviceUnavailable, headers: [.retryAfter: "30", .cacheControl: "no-store"])
            }
            let events = await session.openEventStream()
            return Response(
                status: .ok,
                headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody { writer in
                    // The browser reconnects after 2 s if the stream breaks.
                    try await writer.write(ByteBuffer(string: "retry: 2000\n\n"))
                    for try await event in events.cancelOnGracefulShutdown() {
                        try await writer.write(ByteBuffer(string: event.wireText))
                    }
                    try await writer.finish(nil)
                }
            )
        }
    }
}
