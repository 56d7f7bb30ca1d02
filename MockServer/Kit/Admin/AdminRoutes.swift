import Foundation
import Hummingbird

/// The admin API under `/__admin`: what tests and people use to look at and steer the mock.
struct AdminRoutes: Sendable {
    let started: Date
    let fixturesDirectory: URL

    struct Health: ResponseEncodable {
        let status: String
        let uptimeSeconds: Double
        let fixtures: String
    }

    func register(on router: Router<some RequestContext>) {
        let group = router.group("__admin")
        group.get("health") { _, _ in
            Health(status: "ok", uptimeSeconds: Date().timeIntervalSince(started), fixtures: fixturesDirectory.path)
        }
    }
}
