import Composition
import Presentation

/// What an app gives the TUI's shell, declared in its own folder: which app it is and its first
/// screen, whose environment is built when the app is opened.
@MainActor
protocol TUIApp {
    /// The app.
    static var app: KioskApp { get }
    /// The app's first screen, its store started.
    static func entry(environment: AppEnvironment) -> any ScreenHosting
}
