import Foundation

/// A child process's stdout and stderr, read on a thread of their own until both end or, once
/// the child has exited, until neither has anything more to give.
///
/// NB: end of file alone is not enough. Every process holding a copy of a pipe's write end
/// keeps it open: a grandchild left running, or a command spawned by another test in the same
/// instant (before close-on-exec could be set). One such process that hung — a sanitized
/// binary deadlocked under libfaketime — held the readers of every test that ran beside it, and
/// with them the whole test run. The child's exit is what ends its output: what it wrote is in
/// the pipe by then, and is read before the reader stops.
final class ChildOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var exited = false
    private var output = [Data(), Data()]
    private let finished = DispatchSemaphore(value: 0)

    /// Starts reading `stdout` and `stderr` (the parent's read ends).
    init(stdout: Int32, stderr: Int32) {
        Thread { [self] in
            drain([stdout, stderr])
            finished.signal()
        }.start()
    }

    /// Says that the child has exited: reading stops once the pipes are empty.
    func childExited() {
        lock.withLock { exited = true }
    }

    /// Waits for the reading to end; returns stdout and stderr.
    func wait() -> (stdout: Data, stderr: Data) {
        finished.wait()
        return lock.withLock { (output[0], output[1]) }
    }

    private func drain(_ descriptors: [Int32]) {
        var open = Array(descriptors.indices)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !open.isEmpty {
            var polled = open.map { pollfd(fd: descriptors[$0], events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polled, nfds_t(polled.count), 50)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if ready == 0 {
                // NB: read after the check: the child may exit just after an empty round.
                if lock.withLock({ exited }) { return }
                continue
            }
            for (index, entry) in zip(open, polled) where entry.revents != 0 {
                let count = read(descriptors[index], &buffer, buffer.count)
                if count > 0 {
                    lock.withLock { output[index].append(contentsOf: buffer[0..<count]) }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    open.removeAll { $0 == index }
                }
            }
        }
    }
}
