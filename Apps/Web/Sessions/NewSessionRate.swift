import Foundation

/// How many sessions each client address may start: a bucket of `capacity` per address,
/// refilled at `capacity` per `window`. A page flooding the kiosk with cookieless requests runs
/// dry after `capacity` and is refused until the bucket refills; a browser that keeps its
/// cookie starts one session per half hour at most.
struct NewSessionRate {
    private let capacity: Double
    private let window: TimeInterval
    private var buckets: [String: (tokens: Double, at: Date)] = [:]

    /// A rate of `capacity` new sessions per `window` for each client.
    init(capacity: Int, window: Duration) {
        self.capacity = Double(max(1, capacity))
        self.window = window.timeInterval
    }

    /// Takes one new session from `client`'s bucket at `now`; `false` when it is empty.
    mutating func take(for client: String, at now: Date) -> Bool {
        // NB: a bucket untouched for a whole window is full again, as if it had never been.
        if buckets.count > 10_000 { buckets = buckets.filter { now.timeIntervalSince($0.value.at) < window } }
        var bucket = buckets[client] ?? (capacity, now)
        bucket.tokens = min(capacity, bucket.tokens + now.timeIntervalSince(bucket.at) * capacity / window)
        bucket.at = now
        guard bucket.tokens >= 1 else {
            buckets[client] = bucket
            return false
        }
        bucket.tokens -= 1
        buckets[client] = bucket
        return true
    }
}
