import Presentation

extension AppEnvironment {
    /// The Wine Club; `signIn` says whom a sign-in belongs to (the data directory for the CLI
    /// and the TUI, one environment for each browser session of kiosk-web).
    public func wine(signIn: WineSignInScope = .dataDirectory) -> WineEnvironment { WineComposition.make(self, signIn: signIn) }
}
