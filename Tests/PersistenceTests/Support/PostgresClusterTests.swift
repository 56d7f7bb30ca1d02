import Foundation
import Testing

/// The PostgreSQL suites run only where a cluster is given; `make test` always gives one and
/// sets `KIOSK_TEST_REQUIRE_POSTGRES=1`, so a cluster that failed to start fails the run instead
/// of silently leaving those suites out.
@Suite struct PostgresClusterTests {
    @Test func theTestClusterIsThereWhenTheRunRequiresIt() {
        let required = ProcessInfo.processInfo.environment["KIOSK_TEST_REQUIRE_POSTGRES"] == "1"
        #expect(!required || TestPostgres.isAvailable, "KIOSK_TEST_REQUIRE_POSTGRES=1 but KIOSK_TEST_POSTGRES_URL is not set")
    }
}
