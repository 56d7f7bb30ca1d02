import ArgumentParser

/// Each app's command group, in the order `kiosk --help` lists them: the one line of the CLI's
/// shared code an app joins (its commands, help and reference live in its own folder), as the
/// TUI's `AppScreens.apps`, kiosk-web's `WebServer.apps` and Composition's `RegisteredApps`.
enum AppCommands {
    /// `kiosk counters`, `kiosk pizza`, `kiosk wine`, each with its name.
    static var all: [(name: String, command: any ParsableCommand.Type)] {
        [(CountersCommand.name, CountersCommand.self), (PizzaCommand.name, PizzaCommand.self), (WineCommand.name, WineCommand.self)]
    }
}
