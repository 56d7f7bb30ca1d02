import Foundation

/// A stub's or matcher's `regex`, searched within a time budget: a pattern that backtracks
/// catastrophically on some input (`^/(a+)+$` on `/aaaa…a!`, seconds to hours) gives up after
/// `budget` instead of holding a thread (issue 35).
///
/// The clock is read at each of ICU's progress reports (`NSRegularExpression`'s
/// `reportProgress`): one per position the search starts from and one per 10,000 saved
/// backtracking states, so a search overruns its budget by a few milliseconds at most.
/// (A budget of ICU's reports alone cannot bound the work: the two kinds are not told apart,
/// and a search may take up to 10,000 steps at every one of a long text's positions.)
struct BoundedRegex: Sendable {
    /// What a search found.
    enum Outcome: Sendable, Equatable {
        case match, miss
        /// The budget ran out before the search could tell.
        case gaveUp
    }

    /// The pattern as given.
    let pattern: String
    let expression: NSRegularExpression

    /// How long one search may take: far more than any pattern a mock needs takes on a request
    /// (microseconds), far less than a client's patience.
    static let budgetMilliseconds = 50
    static var budget: Duration { .milliseconds(budgetMilliseconds) }

    /// Compiles `pattern`; nil when it is not a regular expression.
    init?(_ pattern: String) {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
        self.pattern = pattern
        self.expression = expression
    }

    /// Whether `text` holds a match, or that the budget ran out first.
    func search(_ text: String) -> Outcome {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.budget)
        var outcome = Outcome.miss
        expression.enumerateMatches(in: text, options: [.reportProgress], range: NSRange(location: 0, length: text.utf16.count)) { result, flags, stop in
            if result != nil {
                outcome = .match
                stop.pointee = true
            } else if flags.contains(.progress), clock.now > deadline {
                outcome = .gaveUp
                stop.pointee = true
            }
        }
        return outcome
    }
}
