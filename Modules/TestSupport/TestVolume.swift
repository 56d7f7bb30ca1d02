import Foundation

/// How much of a randomised, concurrent or fault-injecting test to run.
///
/// `make test` runs the quick volume, which each test chooses (and justifies beside the
/// numbers) as enough to catch the defect it is there for; `make test-long`
/// (`KIOSK_TEST_LONG=1`) runs the full one, for the rare interleavings and seeds.
public enum TestVolume {
    /// Whether this is the long run (`KIOSK_TEST_LONG=1`).
    public static let isLong: Bool = ProcessInfo.processInfo.environment["KIOSK_TEST_LONG"] == "1"

    /// `quick` in `make test`, `long` in `make test-long`.
    public static func choose<Value>(quick: Value, long: Value) -> Value {
        isLong ? long : quick
    }
}
