/// What a screen says when its app's API cannot be reached, and the action that retries.
///
/// A screen returns one from `Screen.unreachable(_:)`; the shell then shows an error banner
/// under the title bar on every screen of the app, binds `r` to `retry` and lists it in help.
struct Unreachable<Action> {
    /// The banner's text ("Can't reach the Counters server: showing saved data").
    var message: String
    /// Sent when the user presses `r`.
    var retry: Action
}
