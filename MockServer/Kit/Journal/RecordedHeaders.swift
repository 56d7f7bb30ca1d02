import HTTPTypes

/// A journal entry's headers, kept in the form they arrived in and converted to `HTTPFields`
/// only when the journal is read.
///
/// Why: the fast paths have NIO's `HTTPHeaders` (`DecodedHeaders`), and converting them to
/// `HTTPFields` for every list request was 5 % of kiosk-mock's CPU under `wrk` (`perf record`,
/// issue 22), for a journal that is read a few times in a test, if at all. The router path's
/// requests are `HTTPFields` already.
///
/// NB: a protocol, not an enum naming NIO's type, so that the journal builds without SwiftNIO
/// (`Scripts/fuzz` compiles it with HTTPTypes alone).
protocol RecordedHeaders: Sendable {
    /// The headers as the router path records them.
    var fields: HTTPFields { get }
}

extension HTTPFields: RecordedHeaders {
    /// The fields themselves.
    var fields: HTTPFields { self }
}
