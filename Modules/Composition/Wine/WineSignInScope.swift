/// Whom a Wine Club sign-in belongs to.
public enum WineSignInScope: Sendable {
    /// The data directory: every `kiosk` command and `kiosk-tui` on it share one signed-in
    /// employee (the CLI's `login` lasts until `logout`).
    case dataDirectory
    /// The environment itself: each browser session of kiosk-web signs in on its own, so two
    /// browsers can be two employees at once. The wrong-PIN count is still the data
    /// directory's.
    case thisEnvironment
}
