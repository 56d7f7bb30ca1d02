/// How far a sync has come, for a progress line: changes settled so far (sent, dropped or
/// found already applied) of all it has seen queued.
public struct CounterSyncProgress: Equatable, Sendable {
    /// Changes settled by this sync.
    public var settled: Int
    /// `settled` plus the changes still queued (it grows when changes are added meanwhile).
    public var total: Int

    /// A progress report.
    public init(settled: Int, total: Int) {
        self.settled = settled
        self.total = total
    }
}
