import Foundation

/// The Wine Club's rule for a kiosk left alone: after `limit` without a key, a click or a touch
/// the signed-in employee is signed out (their cart stays theirs), and the last `warning`
/// counts down on the screen first, any touch keeping the sign-in.
///
/// One rule for every front end: `WineFeature` runs it on the injected clock for the TUI and
/// kiosk-web, and the CLI asks it at every command (`WineEnvironment.keepSignedIn`), its
/// last activity kept with the sign-in in the database.
public struct IdleSignOut: Equatable, Sendable {
    /// The default limit: two minutes.
    public static let defaultLimit: Duration = .seconds(120)
    /// How long the countdown before the sign-out lasts.
    public static let warning: Duration = .seconds(15)
    /// The longest limit accepted: a day.
    public static let maximumLimit: Duration = .seconds(86_400)

    /// How long a sign-in lasts without a touch; `nil`: for ever (`--idle-sign-out 0`).
    public let limit: Duration?

    /// A rule signing out after `limit`; zero or `nil` turns it off.
    public init(limit: Duration?) {
        self.limit = limit.flatMap { $0 > .zero ? $0 : nil }
    }

    /// Two minutes.
    public static let standard = IdleSignOut(limit: defaultLimit)
    /// Never signs out.
    public static let off = IdleSignOut(limit: nil)

    /// Where the sign-in stands `now`, its last touch at `lastActivity`.
    public enum Phase: Equatable, Sendable {
        /// Nothing to show; the countdown starts after the duration.
        case quiet(untilWarning: Duration)
        /// The countdown: whole seconds left (15 … 1), and the time until the number changes.
        case warning(secondsLeft: Int, nextChange: Duration)
        /// The limit is reached: sign out.
        case over
        /// The rule is off.
        case off
    }

    /// The phase of a sign-in last touched at `lastActivity`, at `now`.
    ///
    /// Counted in whole milliseconds, so that a timer set for the next change finds the
    /// change when it fires, whatever the rounding of the dates.
    public func phase(since lastActivity: Date, now: Date) -> Phase {
        guard let limit else { return .off }
        let elapsed = Int64((now.timeIntervalSince(lastActivity) * 1000).rounded())
        let left = Self.milliseconds(limit) - elapsed
        guard left > 0 else { return .over }
        let warning = min(Self.milliseconds(Self.warning), Self.milliseconds(limit))
        if left > warning { return .quiet(untilWarning: .milliseconds(left - warning)) }
        let secondsLeft = Int((left + 999) / 1000)
        return .warning(secondsLeft: secondsLeft, nextChange: .milliseconds(left - Int64(secondsLeft - 1) * 1000))
    }

    /// Whether a sign-in last touched at `lastActivity` has lapsed by `now`.
    public func isOver(since lastActivity: Date, now: Date) -> Bool {
        phase(since: lastActivity, now: now) == .over
    }

    /// How often a front end that keeps its activity in memory records it where the CLI reads
    /// it: a quarter of the limit, at most every 15 seconds, so a command at the same kiosk
    /// sees a sign-in in use as in use.
    public var recordingInterval: Duration {
        guard let limit else { return .zero }
        return min(limit / 4, Self.warning)
    }

    /// The countdown's words: "Signing out in 12 s: touch the screen or press a key to stay
    /// signed in."
    public static func warningText(secondsLeft: Int) -> String {
        "Signing out in \(secondsLeft) s: touch the screen or press a key to stay signed in."
    }

    /// What the sign-in screen says afterwards: "Ana Lima was signed out after 2 minutes
    /// without use. The cart is kept for the next sign-in."
    public func signedOutText(_ employee: Employee) -> String {
        "\(employee.fullName) was signed out after \(limitText) without use. The cart is kept for the next sign-in."
    }

    /// The limit in words: "2 minutes", "90 seconds", "off".
    public var limitText: String {
        guard let limit else { return "off" }
        let seconds = Int(limit.timeInterval.rounded())
        return seconds % 60 == 0 ? Plural.count(seconds / 60, "minute") : Plural.count(seconds, "second")
    }

    /// The rule from an option's text: seconds ("120"), or with a unit ("90s", "2m", "1h"); "0"
    /// turns it off.
    ///
    /// - Throws: `AppError.validation` naming `field` and the rule.
    public static func parse(_ text: String, field: String) throws -> IdleSignOut {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let units: [(suffix: String, seconds: Double)] = [("s", 1), ("m", 60), ("h", 3600)]
        var number = Substring(trimmed)
        var scale = 1.0
        if let unit = units.first(where: { trimmed.hasSuffix($0.suffix) }) {
            number = number.dropLast(unit.suffix.count)
            scale = unit.seconds
        }
        guard let value = Double(number), value.isFinite, value >= 0, !number.hasPrefix("+") else {
            throw AppError.validation(field: field, rule: "must be a duration such as 120, 90s or 2m; 0 turns it off (got \"\(text)\")")
        }
        let seconds = value * scale
        guard seconds <= maximumLimit.timeInterval else {
            throw AppError.validation(field: field, rule: "must be at most a day, 24h (got \"\(text)\")")
        }
        guard seconds == 0 || seconds >= 1 else {
            throw AppError.validation(field: field, rule: "must be at least 1 second, or 0 to turn it off (got \"\(text)\")")
        }
        return IdleSignOut(limit: seconds == 0 ? nil : .milliseconds(Int64((seconds * 1000).rounded())))
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
