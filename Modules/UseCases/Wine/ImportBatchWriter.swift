import Domain
import Foundation

/// How `ImportCatalog` stores what arrives: wines are buffered, and a batch is written in the
/// background while the next one fills, one write at a time.
struct ImportBatchWriter {
    let catalog: any CatalogStore
    let clock: Clock
    /// A batch is due once it holds this many wines…
    let size: Int
    /// …or once this long has passed since the last batch was due.
    let interval: Duration
    /// The wines received and not yet handed to a write.
    var buffer: [Wine] = []
    private var writing: Task<Int, any Error>?
    private var lastDue: Date

    init(catalog: any CatalogStore, clock: Clock, size: Int, interval: Duration) {
        self.catalog = catalog
        self.clock = clock
        self.size = size
        self.interval = interval
        lastDue = clock.now()
    }

    /// Whether the buffer is to be written now; starts the next interval when it is.
    mutating func isDue() -> Bool {
        let now = clock.now()
        guard buffer.count >= size || now.timeIntervalSince(lastDue) >= interval.timeInterval else { return false }
        lastDue = now
        return true
    }

    /// Waits for the write in progress, reports it, and starts writing the buffer.
    mutating func write(reporting state: inout ImportProgress, to progress: (ImportProgress) -> Void) async throws {
        try await finish(reporting: &state, to: progress)
        guard !buffer.isEmpty else { return }
        let batch = buffer
        let catalog = self.catalog
        buffer = []
        writing = Task {
            try catalog.upsertWines(batch)
            return batch.count
        }
    }

    /// Waits for the write in progress, if any, and reports it.
    mutating func finish(reporting state: inout ImportProgress, to progress: (ImportProgress) -> Void) async throws {
        guard let writing else { return }
        self.writing = nil
        state.imported += try await writing.value
        progress(state)
    }
}
