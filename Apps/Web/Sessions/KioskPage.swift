/// The pages whose state lives in a session's stores: what a `WebEvent` names.
enum KioskPage: String, Sendable, CaseIterable {
    /// `/counters`.
    case counters
    /// `/wine/…`.
    case wine
    /// `/pizza/…`.
    case pizza
}
