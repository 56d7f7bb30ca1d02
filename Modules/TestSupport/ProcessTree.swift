import Foundation

/// Kills a process with everything it started.
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
}
