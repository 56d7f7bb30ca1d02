import Logging
import Synchronization

/// A `LogHandler` that keeps every message, so a test can check what would have been logged.
struct RecordingLogHandler: LogHandler {
    /// The messages, shared by every copy of the handler (loggers copy their handler).
    final class Messages: Sendable {
        private let storage = Mutex<[String]>([])
        /// Every message logged so far.
        var all: [String] { storage.withLock { $0 } }
        func append(_ message: String) { storage.withLock { $0.append(message) } }
    }

    let messages: Messages
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        messages.append(event.message.description)
    }

    /// A logger recording into `messages`.
    static func logger(into messages: Messages) -> Logger {
        Logger(label: "test") { _ in RecordingLogHandler(messages: messages) }
    }
}
