import Foundation

/// A process a test starts: the one place tests make a `Process`. `CommandRun` waits for one to
/// end; a test that kills one midway (a crash), holds a lock through one, or serves from one
/// (`ServerProcess`) keeps it running.
///
/// Its environment is the one given and nothing else but `PATH` (and a sanitized run's own
/// settings), so a developer's `KIOSK_*` variables never reach a test's child.
public final class ChildProcess: @unchecked Sendable {
    // NB: @unchecked: `Process` is not Sendable; it is only read (its id, whether it runs) after
    // `start`, and its pipes are read by one owner at a time.

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
    private let process: Process

    private init(process: Process, stdout: FileHandle?, stderr: FileHandle?, stdin: FileHandle?, command: String) {
        self.process = process
        self.pid = process.processIdentifier
        self.stdout = stdout
        self.stderr = stderr
        self.stdin = stdin
        self.command = command
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
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = environment
        env["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        // NB: a sanitized run's settings reach the sanitized binaries it starts (make sanitize
        // turns leak checking off: argument-parser's caches still live at exit).
        for key in ["ASAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS", "SWIFT_BACKTRACE"] where env[key] == nil {
            env[key] = ProcessInfo.processInfo.environment[key]
        }
        process.environment = env
        let out = try Self.attach(stdout), err = try Self.attach(stderr)
        process.standardOutput = out.child
        process.standardError = err.child
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        // NB: close-on-exec, so a command another test starts at this moment does not inherit
        // copies of these pipes (Foundation's are inheritable) and hold them open; the child still
        // gets its own copies as 0, 1 and 2, which spawning makes anew.
        for handle in [inputPipe.fileHandleForReading, inputPipe.fileHandleForWriting] + out.parent + err.parent {
            _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
        }
        try process.run()
        if !input { try? inputPipe.fileHandleForWriting.close() }
        return ChildProcess(
            process: process, stdout: out.parent.first, stderr: err.parent.first, stdin: input ? inputPipe.fileHandleForWriting : nil,
            command: ([executable.lastPathComponent] + arguments).joined(separator: " ")
        )
    }

    /// What the child is given for one output, and the parent's ends to read (and to close on exec).
    private static func attach(_ output: Output) throws -> (child: Any, parent: [FileHandle]) {
        switch output {
        case .discarded:
            return (FileHandle.nullDevice, [])
        case let .file(url):
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
            let handle = try FileHandle(forWritingTo: url)
            return (handle, [])
        case .pipe:
            let pipe = Pipe()
            // The parent's copy of the write end is closed by Foundation once the child runs;
            // both ends are marked close-on-exec by the caller.
            return (pipe, [pipe.fileHandleForReading, pipe.fileHandleForWriting])
        }
    }

    /// Whether the child is still running.
    public var isRunning: Bool { process.isRunning }

    /// Sends `signal` to the child alone.
    public func signal(_ signal: Int32) {
        _ = kill(pid, signal)
    }

    /// Kills the child and everything it started (SIGKILL).
    ///
    /// NB: SIGKILL, not SIGTERM: a child inherits ignored signals, and the test process may
    /// ignore SIGTERM (ServiceLifecycle does), so SIGTERM could leave it running for ever.
    public func killTree() {
        ProcessTree.killTree(pid)
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
        let process = self.process
        let (status, signalled) = (try? await OffPool.run { ProcessTree.waitForTermination(process) }) ?? (-1, false)
        return Termination(status: status, signalled: signalled)
    }

    /// Waits for the child to exit, blocking the calling thread (for `CommandRun`, which is
    /// already off the pool).
    func waitForExit() -> Int32 {
        ProcessTree.waitForExit(process)
    }
}
