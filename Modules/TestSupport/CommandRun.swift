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

/// Runs built executables with a controlled environment, as the CLI tests do.
public enum CommandRun {
    /// Runs `executable` with `arguments` on a thread of its own and waits for it without holding
    /// one of Swift's cooperative threads (see `OffPool`). Prefer this in async tests.
    public static func runAsync(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:], input: Data = Data()
    ) async throws -> CommandResult {
        try await OffPool.run { try run(executable, arguments, environment: environment, input: input) }
    }

    /// Runs `executable` with `arguments` and waits for it, blocking the calling thread.
    ///
    /// - Parameters:
    ///   - environment: the whole environment of the child (nothing is inherited but `PATH`),
    ///     so a developer's `KIOSK_*` variables never leak into a test.
    ///   - input: bytes for stdin; stdin is empty (not a terminal) otherwise.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:], input: Data = Data()
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = environment
        env["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        process.environment = env
        let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        // NB: read both pipes before waiting, or a child that fills one pipe blocks forever.
        let group = DispatchGroup()
        nonisolated(unsafe) var out = Data(), err = Data()
        group.enter()
        DispatchQueue.global().async { out = stdout.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { err = stderr.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.wait()
        process.waitUntilExit()
        return CommandResult(stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self), status: process.terminationStatus)
    }
}
