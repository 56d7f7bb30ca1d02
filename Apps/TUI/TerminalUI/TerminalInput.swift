#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Reads raw bytes from the terminal on its own thread and hands them out as an async
/// sequence, so the event loop never blocks in `read(2)`.
public enum TerminalInput {
    /// The bytes arriving on `descriptor`, one chunk per `read(2)`; finishes at end of input.
    public static func bytes(from descriptor: Int32 = STDIN_FILENO) -> AsyncStream<[UInt8]> {
        AsyncStream { continuation in
            let thread = Thread {
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 4096) }
                    if count > 0 {
                        continuation.yield(Array(buffer[0..<count]))
                    } else if count < 0, errno == EINTR || errno == EAGAIN {
                        continue
                    } else {
                        continuation.finish()
                        return
                    }
                }
            }
            thread.start()
        }
    }

    /// The terminal's signals of interest (resize, interrupt, terminate, hang-up, continue
    /// after a stop), delivered as values instead of through a signal handler.
    public static func signals() -> AsyncStream<Int32> {
        AsyncStream { continuation in
            let queue = DispatchQueue(label: "kiosk.signals")
            var sources: [any DispatchSourceSignal] = []
            // NB: SIGCONT continues the process whatever its disposition; ignoring it only
            // leaves the news to the source. SIGTSTP keeps its default action (stop): see
            // `suspendProcess`.
            for number in [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGCONT] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler { continuation.yield(number) }
                source.resume()
                sources.append(source)
            }
            nonisolated(unsafe) let retained = sources // NB: only cancelled, once, on termination.
            continuation.onTermination = { _ in retained.forEach { $0.cancel() } }
        }
    }
}

extension TerminalInput {
    /// Stops the program's process group as Ctrl-Z does in a shell (SIGTSTP, default action,
    /// so a wrapper script stops with it and the shell gets its prompt back).
    ///
    /// Returns at once: the stop takes effect a moment later (on whichever thread takes the
    /// signal), and the continue (`fg`) arrives as SIGCONT on `signals()`. Where nothing can
    /// continue the program, the kernel does not stop it (an orphaned process group, a terminal
    /// without job control), and no SIGCONT comes. The caller restores the terminal first.
    public static func suspendProcess() {
        kill(0, SIGTSTP)
    }
}

/// A plain thread running a closure: `Foundation.Thread` without importing Foundation.
final class Thread: @unchecked Sendable {
    private let body: @Sendable () -> Void

    init(_ body: @escaping @Sendable () -> Void) { self.body = body }

    func start() {
        let box = Unmanaged.passRetained(self)
        var thread = pthread_t()
        pthread_create(&thread, nil, { argument in
            let me = Unmanaged<Thread>.fromOpaque(argument!).takeRetainedValue()
            me.body()
            return nil
        }, box.toOpaque())
        pthread_detach(thread)
    }
}
