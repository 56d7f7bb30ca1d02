/// A setting an app declares in its own folder and reads from one environment variable (the
/// Wine Club's `KIOSK_WINE_APIKEY`): the shared configuration only collects the values of every
/// registered app's settings (`AppSetting.all`), and `kiosk --help` lists them.
public struct AppSetting: Hashable, Sendable {
    /// The variable that sets it (`KIOSK_WINE_APIKEY`).
    public let variable: String
    /// What it is, for `--help` (`the wine.com API key`).
    public let summary: String

    /// A setting.
    public init(variable: String, summary: String) {
        self.variable = variable
        self.summary = summary
    }

    /// Every registered app's settings, in the apps' order.
    public static var all: [AppSetting] { RegisteredApps.all.flatMap { $0.settings } }
}
