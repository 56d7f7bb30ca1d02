import Foundation

/// Waits for a process, or kills it with everything it started.
///
/// NB: a wrapper such as `faketime` forks the real command and waits for it; killing only the
/// wrapper left the command running, orphaned, still holding its output pipes.
enum ProcessTree {
    /// Sends SIGKILL to `pid`'s descendants (found in /proc), then to `pid`.
    static func killTree(_ pid: pid_t) {
        for child in children(of: pid) { killTree(child) }
        _ = kill(pid, SIGKILL)
    }

    /// The processes whose parent is `pid`.
    static func children(of pid: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter { candidate in
            // NB: /proc/PID/stat is "pid (name) state ppid …"; the name may hold spaces and parentheses.
            guard let stat = try? String(contentsOfFile: "/proc/\(candidate)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == pid
        }
    }

    /// Waits for `process` to exit and returns its status (or the signal that ended it), as
    /// `terminationStatus` has it, without waiting for what it left running.
    static func waitForExit(_ process: Process) -> Int32 {
        waitForTermination(process).status
    }

    /// Waits for `process` to exit: its status, or the signal that ended it and `signalled`.
    ///
    /// NB: Foundation learns of an exit when a socket the child inherited closes, that is
    /// when the child *and every process it left behind* are gone (`sh -c 'sleep 30 & true'`
    /// took 30 s). `waitid` with `WNOWAIT` sees the exit itself and leaves the child for
    /// Foundation to reap.
    static func waitForTermination(_ process: Process) -> (status: Int32, signalled: Bool) {
        var info = siginfo_t()
        while waitid(P_PID, id_t(process.processIdentifier), &info, WEXITED | WNOWAIT) != 0 {
            if errno == EINTR { continue }
            // Reaped already (ECHILD): Foundation has the status.
            process.waitUntilExit()
            return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
        }
        // NB: CLD_KILLED (2) and CLD_DUMPED (3): ended by a signal, which si_status then names.
        return (info._sifields._sigchld.si_status, info.si_code == 2 || info.si_code == 3)
    }
}
