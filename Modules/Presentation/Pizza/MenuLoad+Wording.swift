import Foundation

extension MenuLoad {
    /// What a one-shot front end says beside a menu: that it is the saved copy and why (with
    /// what to do), and each problem the menu has; empty for a clean live menu.
    public var warnings: [String] {
        var warnings: [String] = []
        if case let .cached(fetchedAt, reason) = source {
            warnings.append("\(reason.message); using the menu saved \(fetchedAt.formatted(.iso8601)). Run the command again to retry.")
        }
        warnings += menu.problems.map(\.message)
        return warnings
    }
}
