/// A sync's report with the list as it stands afterwards.
public struct CountersSyncResult: Equatable, Sendable {
    /// What the sync did.
    public var report: CounterSyncReport
    /// What the user sees now.
    public var overview: CountersOverview

    /// A result.
    public init(report: CounterSyncReport, overview: CountersOverview) {
        self.report = report
        self.overview = overview
    }
}
