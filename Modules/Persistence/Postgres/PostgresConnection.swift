import CLibPQ
import Domain
import Foundation

/// One connection to PostgreSQL through the system libpq, used by one thread at a time (the
/// `PostgresDatabase` that owns it serialises its users).
///
/// Every statement goes through `PQsendQueryParams` with its values bound as text parameters
/// (never spliced into the SQL), and every wait for the server is bounded: the answer is polled
/// for on the connection's socket until `answerTimeout`, so a server that stopped answering
/// costs a command at most that long instead of hanging it.
final class PostgresConnection {
    private var handle: OpaquePointer?
    /// Where the connection goes, for messages.
    let location: PostgresLocation
    /// The longest one statement's answer is waited for.
    let answerTimeout: Duration

    /// Connects, waiting at most `connectTimeout` (whole seconds, libpq's own bound).
    ///
    /// - Throws: `PostgresFailure.unreachable` when no session could be opened.
    init(location: PostgresLocation, connectTimeout: Int = 5, answerTimeout: Duration = .seconds(30)) throws {
        self.location = location
        self.answerTimeout = answerTimeout
        guard let handle = PQconnectStart(location.connectionString(connectTimeout: connectTimeout)) else {
            throw PostgresFailure.unreachable(reason: "libpq could not allocate a connection")
        }
        // NB: the server's notices ("relation … already exists, skipping", or "terminating
        // connection due to immediate shutdown command" while a session is being opened) are for
        // a person at psql; libpq would print them on our stderr, between the lines the CLI
        // writes there. So the processor is set before the session opens, which PQconnectdb
        // does not allow, and the opening is polled here, bounded by `connectTimeout`.
        PQsetNoticeProcessor(handle, { _, _ in }, nil)
        let deadline = ContinuousClock.now.advanced(by: .seconds(max(1, connectTimeout)))
        var polled = PGRES_POLLING_WRITING
        while PQstatus(handle) != CONNECTION_BAD, polled != PGRES_POLLING_OK, polled != PGRES_POLLING_FAILED {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { break }
            var descriptor = pollfd(fd: PQsocket(handle), events: Int16(polled == PGRES_POLLING_READING ? POLLIN : POLLOUT), revents: 0)
            _ = Glibc.poll(&descriptor, 1, Int32(min(remaining.timeInterval * 1000, 1_000).rounded(.up)))
            polled = PQconnectPoll(handle)
        }
        guard PQstatus(handle) == CONNECTION_OK else {
            let reason = PQstatus(handle) == CONNECTION_BAD ? Self.text(PQerrorMessage(handle)) : "timeout expired"
            PQfinish(handle)
            throw PostgresFailure.unreachable(reason: reason)
        }
        self.handle = handle
        PQsetnonblocking(handle, 0)
    }

    deinit { close() }

    /// Whether the session is still open (false once the server went away or it was closed).
    var isOpen: Bool { handle.map { PQstatus($0) == CONNECTION_OK } ?? false }

    /// Ends the session; the connection cannot be used again.
    func close() {
        if let handle { PQfinish(handle) }
        handle = nil
    }

    /// Runs one statement with `parameters` bound to `$1`, `$2`, … and returns its rows.
    ///
    /// - Throws: `PostgresFailure.statement` when the server refused it (with its SQLSTATE and
    ///   constraint), `.connectionLost` when the session broke, `.noAnswer` when the server did
    ///   not answer within `answerTimeout` (the session is then closed).
    @discardableResult
    func execute(_ sql: String, _ parameters: [(any PostgresBindable)?] = []) throws -> [PostgresRow] {
        guard let handle else { throw PostgresFailure.connectionLost(reason: "the connection was closed") }
        let texts = parameters.map { $0?.postgresText }
        // NB: without parameters, the simple protocol, which also runs several statements in
        // one string (a migration); with them, the extended one, which binds them.
        let sent: Int32 = texts.isEmpty ? PQsendQuery(handle, sql) : withCStrings(texts) { pointers in
            PQsendQueryParams(handle, sql, Int32(pointers.count), nil, pointers, nil, nil, 0)
        }
        guard sent == 1 else { throw PostgresFailure.connectionLost(reason: Self.text(PQerrorMessage(handle))) }
        try waitForAnswer(handle)
        var rows: [PostgresRow] = []
        var failure: PostgresFailure?
        // NB: a statement's answer is one result followed by a null; every result is read so
        // the connection is ready for the next statement.
        while let result = PQgetResult(handle) {
            defer { PQclear(result) }
            switch PQresultStatus(result) {
            case PGRES_TUPLES_OK:
                rows = Self.rows(of: result)
            case PGRES_COMMAND_OK, PGRES_EMPTY_QUERY:
                break
            default:
                if failure == nil { failure = Self.failure(of: result, connection: handle) }
            }
        }
        if let failure { throw failure }
        guard isOpen else { throw PostgresFailure.connectionLost(reason: Self.text(PQerrorMessage(handle))) }
        return rows
    }

    /// Runs `sql`, a `COPY … FROM STDIN`, with `data` as its input (COPY's text format: a line
    /// per row, its values apart by tabs, `\N` for NULL; `CopyText` writes it).
    ///
    /// The fastest way libpq offers to hand the server many rows: no statement per row, no
    /// array to parse, values escaped byte by byte.
    ///
    /// - Throws: as `execute`.
    func copy(_ sql: String, data: [UInt8]) throws {
        guard let handle else { throw PostgresFailure.connectionLost(reason: "the connection was closed") }
        guard PQsendQuery(handle, sql) == 1 else { throw PostgresFailure.connectionLost(reason: Self.text(PQerrorMessage(handle))) }
        try waitForAnswer(handle)
        var failure: PostgresFailure?
        var copying = false
        // NB: the server answers COPY FROM STDIN with a result saying it waits for the rows (or
        // with the error that refused the statement).
        while !copying, let result = PQgetResult(handle) {
            defer { PQclear(result) }
            switch PQresultStatus(result) {
            case PGRES_COPY_IN: copying = true
            case PGRES_COMMAND_OK, PGRES_EMPTY_QUERY: break
            default: if failure == nil { failure = Self.failure(of: result, connection: handle) }
            }
        }
        if let failure { throw failure }
        guard copying else { throw PostgresFailure.connectionLost(reason: Self.text(PQerrorMessage(handle))) }
        var sent = true
        data.withUnsafeBytes { bytes in
            // NB: in pieces, as PQputCopyData takes an Int32 length.
            var offset = 0
            while sent, offset < bytes.count {
                let count = min(1 << 20, bytes.count - offset)
                sent = PQputCopyData(handle, bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: CChar.self), Int32(count)) == 1
                offset += count
            }
        }
        guard sent, PQputCopyEnd(handle, nil) == 1 else { throw PostgresFailure.connectionLost(reason: Self.text(PQerrorMessage(handle))) }
        try waitForAnswer(handle)
        while let result = PQgetResult(handle) {
            defer { PQclear(result) }
            switch PQresultStatus(result) {
            case PGRES_COMMAND_OK: break
            default: if failure == nil { failure = Self.failure(of: result, connection: handle) }
            }
        }
        if let failure { throw failure }
        guard isOpen else { throw PostgresFailure.connectionLost(reason: Self.text(PQerrorMessage(handle))) }
    }

    /// Polls the socket until the whole answer has arrived, or the time runs out.
    private func waitForAnswer(_ handle: OpaquePointer) throws {
        // NB: the server cancels a statement at `answerTimeout` itself (statement_timeout) and
        // says so, leaving the session usable; this later deadline is for a server that stopped
        // answering at all.
        let deadline = ContinuousClock.now.advanced(by: answerTimeout + .seconds(2))
        while PQflush(handle) == 1 { try poll(handle, events: Int16(POLLOUT), until: deadline) }
        while true {
            guard PQconsumeInput(handle) == 1 else {
                throw PostgresFailure.connectionLost(reason: Self.text(PQerrorMessage(handle)))
            }
            if PQisBusy(handle) == 0 { return }
            try poll(handle, events: Int16(POLLIN), until: deadline)
        }
    }

    private func poll(_ handle: OpaquePointer, events: Int16, until deadline: ContinuousClock.Instant) throws {
        let remaining = ContinuousClock.now.duration(to: deadline)
        guard remaining > .zero else {
            // NB: the session is in an unknown state (the server may still run the statement):
            // it is closed so nothing else is sent on it, and the caller treats this as a
            // lost connection (a transaction not yet committed is rolled back by the server).
            close()
            throw PostgresFailure.noAnswer(after: answerTimeout)
        }
        var descriptor = pollfd(fd: PQsocket(handle), events: events, revents: 0)
        let milliseconds = Int32(min(remaining.timeInterval * 1000, 1_000).rounded(.up))
        let ready = Glibc.poll(&descriptor, 1, max(1, milliseconds))
        if ready < 0, errno != EINTR {
            throw PostgresFailure.connectionLost(reason: String(cString: strerror(errno)))
        }
    }

    // MARK: - Results

    private static func rows(of result: OpaquePointer) -> [PostgresRow] {
        let count = PQntuples(result)
        let fields = PQnfields(result)
        let names = (0..<fields).map { text(PQfname(result, $0)) }
        let columns = PostgresRow.Columns(names: names)
        return (0..<count).map { row in
            PostgresRow(columns: columns, values: (0..<fields).map { field in
                // NB: a value as stored, not through `text`, which trims a message's line break
                // (and trimmed a name's trailing space or zero-width space away).
                PQgetisnull(result, row, field) == 1 ? nil : String(cString: PQgetvalue(result, row, field))
            })
        }
    }

    private static func failure(of result: OpaquePointer, connection: OpaquePointer) -> PostgresFailure {
        func field(_ code: Character) -> String? {
            PQresultErrorField(result, Int32(code.asciiValue!)).map { String(cString: $0) }
        }
        guard let state = field("C") else {
            return .connectionLost(reason: text(PQerrorMessage(connection)))
        }
        return .statement(state: state, message: field("M") ?? text(PQresultErrorMessage(result)), constraint: field("n"))
    }

    static func text(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func text(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        text(UnsafePointer(pointer))
    }
}

/// Calls `body` with C strings for `strings` (null pointers for `nil`), valid during the call.
private func withCStrings<R>(_ strings: [String?], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
    let copies: [UnsafeMutablePointer<CChar>?] = strings.map { $0.flatMap { strdup($0) } }
    defer { copies.forEach { free($0) } }
    return body(copies.map { $0.map { UnsafePointer($0) } })
}
