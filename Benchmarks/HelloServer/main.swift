// The baseline of `make bench-mock`: the smallest Hummingbird server, answering
// `GET /hello` with a short text. kiosk-mock's throughput is reported as a ratio of this one's,
// measured in the same run on the same machine.
import Hummingbird

let port = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 8766
let router = Router()
router.get("hello") { _, _ in "Hello, world!" }
let application = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "bench-hello"))
try await application.runService()
