import Foundation
import Synchronization

/// How a one-shot front end (a `kiosk wine` command) checks wine.com beside its own work: the
/// check never holds up a command whose work is local. Once the work is done, the check gets
/// what is left of `budget` from the command's start; then it is stopped and the command says
/// so (a hanging wine.com used to add the check's whole 3 s to `kiosk wine catalog`).
public enum WineServiceProbe {
    /// How long a command waits, from its start, for the check.
    public static let budget: Duration = .milliseconds(300)

    /// Waits for `check` until `budget` has passed since `start` on `clock`, stopping it then,
    /// and says what the person is told: the check's problem, that it did not answer in time,
    /// or nothing when wine.com answered.
    public static func warning(of check: Task<AppError?, Never>, startedAt start: Date, clock: Clock) async -> String? {
        // NB: a check that has answered is read at once (waiting on a finished task does not
        // suspend, so the task below ends before `immediate` returns): no timer is started, whose
        // sleep would start the global executor's threads and libdispatch's timer thread for a
        // deadline nobody waits for.
        let answered = Mutex<AppError??>(nil)
        Task.immediate { let problem = await check.value; answered.withLock { $0 = .some(problem) } }
        if let problem = answered.withLock({ $0 }) { return problem.map(message(of:)) }
        let remaining = budget.timeInterval - clock.now().timeIntervalSince(start)
        let timer = Task {
            // NB: cancelling the check ends its transfer (the transport honours cancellation),
            // so `check.value` below returns at the deadline.
            if remaining > 0 { try await clock.sleep(.milliseconds(Int64((remaining * 1000).rounded(.up)))) }
            check.cancel()
        }
        let problem = await check.value
        let timedOut = check.isCancelled
        timer.cancel()
        if timedOut {
            return "warning: wine.com did not answer within \(Int(budget / .milliseconds(1))) ms (working from the local database)"
        }
        return problem.map(message(of:))
    }

    /// What the person is told of a problem the check found.
    private static func message(of problem: AppError) -> String {
        "warning: \(problem.message) (working from the local database)"
    }
}
