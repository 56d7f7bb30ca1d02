import Foundation

/// The outcome of running a built executable: what a person would see.
public struct CommandResult: Sendable {
    /// Everything written to stdout.
    public var stdout: String
    /// Everything written to stderr.
    public var stderr: String
    /// The exit status.
    public var status: Int32
}

/// Why a command could not give its outcome.
public enum CommandRunError: Error, CustomStringConvertible {
    /// It ran past its time and was killed: a hang fails the test, naming the command.
    case timedOut(command: String, seconds: Double, stdout: String, stderr: String)

    public var description: String {
        switch self {
        case let .timedOut(command, seconds, stdout, stderr):
            "\(command) did not exit within \(seconds) s and was killed; stdout so far: \(stdout.suffix(500)); stderr so far: \(stderr.suffix(500))"
        }
    }
}

/// Runs built executables with a controlled environment, as the CLI tests do.
public enum CommandRun {
    /// How long a command may run before it is killed and the test fails: far above any
    /// command's real time on a loaded 2-core machine, far below "hung".
    public static let defaultTimeout: Duration = .seconds(120)

    /// Runs `executable` with `arguments` on a thread of its own and waits for it without holding
    /// one of Swift's cooperative threads (see `OffPool`). Prefer this in async tests.
    public static func runAsync(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:], input: Data = Data(),
        timeout: Duration = defaultTimeout
    ) async throws -> CommandResult {
        try await OffPool.run { try run(executable, arguments, environment: environment, input: input, timeout: timeout) }
    }

    /// Runs `executable` with `arguments` and waits for it, blocking the calling thread.
    ///
    /// - Parameters:
    ///   - environment: the whole environment of the child (nothing is inherited but `PATH`:
    ///     see `ChildProcess`).
    ///   - input: bytes for stdin; stdin is empty (not a terminal) otherwise.
    ///   - timeout: past it the child is killed (SIGKILL) and `CommandRunError.timedOut` thrown.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:], input: Data = Data(),
        timeout: Duration = defaultTimeout
    ) throws -> CommandResult {
        let child = try ChildProcess.start(executable, arguments, environment: environment, stdout: .pipe, stderr: .pipe, input: true)
        // NB: read from the start, or a child that fills one pipe blocks forever.
        let output = ChildOutput(stdout: child.stdout!.fileDescriptor, stderr: child.stderr!.fileDescriptor)
        let killed = Killed()
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        let watchdog = DispatchWorkItem {
            killed.set()
            child.killTree()
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: watchdog)
        defer { watchdog.cancel() }
        child.stdin!.write(input)
        try child.stdin!.close()
        let status = child.waitForExit()
        watchdog.cancel()
        output.childExited()
        let (out, err) = output.wait()
        // NB: closed here: the pipes live as long as Foundation keeps the `Process`, and a test
        // run of hundreds of commands held 800 of them open (Foundation's own `Process.run`
        // then overran its buffer listing /proc/self/fd, under AddressSanitizer).
        try? child.stdout!.close()
        try? child.stderr!.close()
        if killed.value {
            throw CommandRunError.timedOut(
                command: ([executable.lastPathComponent] + arguments).joined(separator: " "), seconds: seconds,
                stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self)
            )
        }
        return CommandResult(stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self), status: status)
    }
}

/// Whether the watchdog killed the child (set on its queue, read after the child exited).
private final class Killed: @unchecked Sendable {
    private let lock = NSLock()
    private var killed = false
    func set() { lock.withLock { killed = true } }
    var value: Bool { lock.withLock { killed } }
}
