import Foundation
import Presentation
import Testing

/// The idle sign-out's rule on its own: the phases of a sign-in left alone, and
/// `--idle-sign-out`'s values.
@Suite struct WineIdleSignOutRuleTests {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let rule = IdleSignOut(limit: .seconds(120))

    func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    @Test func aSignInIsQuietUntilItsLastFifteenSeconds() {
        #expect(rule.phase(since: start, now: start) == .quiet(untilWarning: .seconds(105)))
        #expect(rule.phase(since: start, now: at(100)) == .quiet(untilWarning: .seconds(5)))
    }

    @Test func theLastFifteenSecondsCountDownInWholeSeconds() {
        #expect(rule.phase(since: start, now: at(105)) == .warning(secondsLeft: 15, nextChange: .seconds(1)))
        #expect(rule.phase(since: start, now: at(105.5)) == .warning(secondsLeft: 15, nextChange: .milliseconds(500)))
        #expect(rule.phase(since: start, now: at(119)) == .warning(secondsLeft: 1, nextChange: .seconds(1)))
    }

    @Test func theLimitEndsTheSignIn() {
        #expect(rule.phase(since: start, now: at(120)) == .over)
        #expect(rule.isOver(since: start, now: at(3600)))
        #expect(!rule.isOver(since: start, now: at(119.9)))
    }

    @Test func aLimitShorterThanTheWarningCountsDownFromItsStart() {
        let short = IdleSignOut(limit: .seconds(3))
        #expect(short.phase(since: start, now: start) == .warning(secondsLeft: 3, nextChange: .seconds(1)))
    }

    @Test func zeroTurnsItOff() throws {
        #expect(try IdleSignOut.parse("0", field: "--idle-sign-out") == .off)
        #expect(IdleSignOut.off.phase(since: start, now: at(1_000_000)) == .off)
        #expect(IdleSignOut(limit: .zero) == .off)
    }

    @Test func durationsAreReadInSecondsOrWithAUnit() throws {
        #expect(try IdleSignOut.parse("120", field: "f").limit == .seconds(120))
        #expect(try IdleSignOut.parse("90s", field: "f").limit == .seconds(90))
        #expect(try IdleSignOut.parse(" 2m ", field: "f").limit == .seconds(120))
        #expect(try IdleSignOut.parse("1H", field: "f").limit == .seconds(3600))
        #expect(try IdleSignOut.parse("2.5", field: "f").limit == .milliseconds(2500))
    }

    @Test(arguments: ["", "abc", "-1", "+5", "2 minutes", "nan", "inf", "25h", "0.5", "1d"])
    func aWrongDurationIsRefusedNamingTheOption(text: String) {
        #expect {
            try IdleSignOut.parse(text, field: "--idle-sign-out")
        } throws: { error in
            guard case let .validation(field, _)? = error as? AppError else { return false }
            return field == "--idle-sign-out"
        }
    }

    @Test func theWordsNameTheLimitAndKeepTheCart() throws {
        let ana = Employee(id: 1, pin: try PIN("1234"), firstName: "Ana", lastName: "Lima", email: nil, hireDate: start)
        #expect(rule.signedOutText(ana) == "Ana Lima was signed out after 2 minutes without use. The cart is kept for the next sign-in.")
        #expect(IdleSignOut(limit: .seconds(90)).limitText == "90 seconds")
        #expect(IdleSignOut.warningText(secondsLeft: 12) == "Signing out in 12 s: touch the screen or press a key to stay signed in.")
    }

    @Test func aFrontEndRecordsItsUseOftenEnoughForACommandToSeeIt() {
        #expect(rule.recordingInterval == .seconds(15))
        #expect(IdleSignOut(limit: .seconds(20)).recordingInterval == .seconds(5))
        #expect(IdleSignOut.off.recordingInterval == .zero)
    }
}
