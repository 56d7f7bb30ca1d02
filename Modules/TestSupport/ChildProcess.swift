import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A process a test starts: the one place tests start one. `CommandRun` waits for one to end; a
/// test that kills one midway (a crash), holds a lock through one, or serves from one
/// (`ServerProcess`) keeps it running.
///
/// Its environment is the one given and nothing else but `PATH` (and a sanitized run's own
/// settings), so a developer's `KIOSK_*` variables never reach a test's child. It starts with
/// every signal at its default and none blocked, whatever the test process ignores, and with no
/// descriptor of the test process but its own three.
///
/// NB: `posix_spawn`, not Foundation's `Process`: on Linux, `Process.run()` lists
/// /proc/self/fd by copying each directory entry's whole 256-byte name, which reads past
/// glibc's buffer now and then and crashed a full test run (swift-corelibs-foundation #5472,
/// still in Swift 6.3.1).
public final class ChildProcess: Sendable {
    /// Where one of the child's outputs goes.
    public enum Output: Sendable {
        /// Nowhere (`/dev/null`).
        case discarded
        /// Into this file, which is created or emptied.
        case file(URL)
        /// A pipe the test reads (`stdout` / `stderr` below).
        case pipe
    }

    /// The process id.
    public let pid: pid_t
    /// The read end of the child's stdout, when it was started with `.pipe`.
    public let stdout: FileHandle?
    /// The read end of the child's stderr, when it was started with `.pipe`.
    public let stderr: FileHandle?
    /// The write end of the child's stdin, when it was started with `input: true`.
    public let stdin: FileHandle?
    /// The command, for messages: the executable's name and its arguments.
    public let command: String
    /// How it ended, once it has been waited for (the process is then gone).
    private let ending = Mutex<Termination?>(nil)

    private init(pid: pid_t, stdout: FileHandle?, stderr: FileHandle?, stdin: FileHandle?, command: String) {
        self.pid = pid
        self.stdout = stdout
        self.stderr = stderr
        self.stdin = stdin
        self.command = command
    }

    /// Why a child could not be started.
    public struct StartError: Error, CustomStringConvertible {
        /// The command and the system's reason.
        public let description: String
    }

    /// Starts `executable` with `arguments`.
    ///
    /// - Parameters:
    ///   - environment: the child's whole environment but `PATH`.
    ///   - input: whether the test writes to the child's stdin (`stdin`); otherwise stdin is
    ///     empty, never the test's terminal.
    public static func start(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
        stdout: Output = .discarded, stderr: Output = .discarded, input: Bool = false
    ) throws -> ChildProcess {
        let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
        func failure(_ call: String, _ code: Int32 = errno) -> StartError {
            StartError(description: "\(command): \(call): \(String(cString: strerror(code)))")
        }
        var env = environment
        env["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        // NB: a sanitized run's settings reach the sanitized binaries it starts (make sanitize
        // turns leak checking off: argument-parser's caches still live at exit).
        for key in ["ASAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS", "SWIFT_BACKTRACE"] where env[key] == nil {
            env[key] = ProcessInfo.processInfo.environment[key]
        }

        // Every descriptor made here is close-on-exec, so a child another test spawns cannot
        // inherit it and hold a pipe open; this child gets its own copies as 0, 1 and 2.
        var parentEnds: [Int32] = []
        var childEnds: [Int32] = []
        defer { childEnds.forEach { _ = close($0) } }
        func pipeEnds() throws -> (read: Int32, write: Int32) {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { throw failure("pipe") }
            // NB: `pipe2(O_CLOEXEC)` is not declared to Swift; every child started here closes
            // all but its three descriptors anyway (`closeFrom`).
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            return (ends[0], ends[1])
        }
        func childEnd(_ output: Output) throws -> (child: Int32, parent: Int32?) {
            switch output {
            case .discarded:
                let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
                guard null >= 0 else { throw failure("open /dev/null") }
                return (null, nil)
            case let .file(url):
                let file = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
                guard file >= 0 else { throw failure("open \(url.path)") }
                return (file, nil)
            case .pipe:
                let ends = try pipeEnds()
                return (ends.write, ends.read)
            }
        }
        let inputEnds = try pipeEnds()
        childEnds.append(inputEnds.read)
        parentEnds.append(inputEnds.write)
        let out: (child: Int32, parent: Int32?), err: (child: Int32, parent: Int32?)
        do {
            out = try childEnd(stdout)
            childEnds.append(out.child)
            err = try childEnd(stderr)
            childEnds.append(err.child)
        } catch {
            parentEnds.forEach { _ = close($0) }
            throw error
        }
        parentEnds += [out.parent, err.parent].compactMap { $0 }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputEnds.read, 0)
        posix_spawn_file_actions_adddup2(&actions, out.child, 1)
        posix_spawn_file_actions_adddup2(&actions, err.child, 2)
        if let closeFrom = Self.closeFrom { _ = closeFrom(&actions, 3) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            parentEnds.forEach { _ = close($0) }
            throw failure("posix_spawn", spawned)
        }
        let handle = { (fd: Int32?) in fd.map { FileHandle(fileDescriptor: $0, closeOnDealloc: true) } }
        let writer = handle(inputEnds.write)
        if !input { try? writer?.close() }
        return ChildProcess(pid: pid, stdout: handle(out.parent), stderr: handle(err.parent), stdin: input ? writer : nil, command: command)
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 on), which Swift's Glibc module
    /// does not declare: found at run time; without it the child still gets no descriptor of
    /// ours that is close-on-exec, which every one made here is.
    private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    /// Whether the child is still running (not yet exited).
    public var isRunning: Bool {
        if ending.withLock({ $0 }) != nil { return false }
        var info = siginfo_t()
        // NB: WNOWAIT: looks without reaping, which `exit()` does.
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return false }
        return info._sifields._sigchld.si_pid == 0
    }

    /// Sends `signal` to the child alone.
    public func signal(_ signal: Int32) {
        if ending.withLock({ $0 }) == nil { _ = kill(pid, signal) }
    }

    /// Kills the child and everything it started (SIGKILL).
    ///
    /// NB: SIGKILL, not SIGTERM: a child of a wrapper may ignore SIGTERM, and SIGKILL cannot be.
    public func killTree() {
        if ending.withLock({ $0 }) == nil { ProcessTree.killTree(pid) }
    }

    /// How a child ended.
    public struct Termination: Sendable, Equatable {
        /// Its exit status, or the signal that ended it.
        public var status: Int32
        /// Whether a signal ended it (`status` is then the signal).
        public var signalled: Bool

        /// An ending: `status`, and whether a signal ended it.
        public init(status: Int32, signalled: Bool) {
            self.status = status
            self.signalled = signalled
        }
    }

    /// Waits for the child to exit, off Swift's cooperative threads.
    @discardableResult
    public func exit() async -> Termination {
        (try? await OffPool.run { self.waitForTermination() }) ?? Termination(status: -1, signalled: false)
    }

    /// Waits for the child to exit and reaps it, blocking the calling thread (for `CommandRun`,
    /// already off the pool); its status, or the signal that ended it.
    func waitForExit() -> Int32 {
        waitForTermination().status
    }

    /// Waits for the child's own exit, not for what it left running (a grandchild holding its
    /// pipes), and reaps it; later calls answer the same.
    func waitForTermination() -> Termination {
        if let ended = ending.withLock({ $0 }) { return ended }
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED) != 0 {
            if errno == EINTR { continue }
            // ECHILD: another waiter reaped it and recorded how it ended.
            return ending.withLock { $0 } ?? Termination(status: -1, signalled: false)
        }
        // NB: CLD_KILLED (2) and CLD_DUMPED (3): ended by a signal, which si_status then names.
        let ended = Termination(status: info._sifields._sigchld.si_status, signalled: info.si_code == 2 || info.si_code == 3)
        ending.withLock { $0 = ended }
        return ended
    }
}
