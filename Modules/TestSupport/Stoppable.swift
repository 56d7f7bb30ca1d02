/// Something a test starts and must stop on every path out of it: a server, a process, a
/// harness of several.
public protocol Stoppable {
    /// Stops it and waits until it has stopped.
    func stop() async
}

/// Runs `body` with `started`, then stops it, whether `body` returned or threw.
///
/// The one shape of "start, use, stop on both paths" every test helper shares:
///
///     try await withStopping(MockProcess.start()) { mock in … }
public func withStopping<Started: Stoppable, T>(_ started: Started, _ body: (Started) async throws -> T) async throws -> T {
    do {
        let value = try await body(started)
        await started.stop()
        return value
    } catch {
        await started.stop()
        throw error
    }
}
