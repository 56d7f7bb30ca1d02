/// A setting an app declares in its own folder and reads from one environment variable (the
/// Wine Club's `KIOSK_WINE_APIKEY`): the shared configuration only collects the values of every
/// registered app's settings (`AppSetting.all`), checks each as its app says, and `kiosk --help`
/// lists them.
public struct AppSetting: Hashable, Sendable {
    /// The variable that sets it (`KIOSK_WINE_APIKEY`).
    public let variable: String
    /// What it is, for `--help` (`the wine.com API key`).
    public let summary: String
    /// Whether `--server` sets it too, so its variable is not read then (as an API's URL).
    public let followsServer: Bool
    /// Refuses a value the app cannot use, naming the variable and the rule (`AppError.validation`).
    let check: (@Sendable (_ value: String, _ field: String) throws -> Void)?

    /// A setting.
    ///
    /// - Parameters:
    ///   - followsServer: whether `--server` sets it too (its variable then unread).
    ///   - check: refuses a value the app cannot use (`AppError.validation` naming `field`).
    public init(variable: String, summary: String, followsServer: Bool = false,
                check: (@Sendable (_ value: String, _ field: String) throws -> Void)? = nil) {
        self.variable = variable
        self.summary = summary
        self.followsServer = followsServer
        self.check = check
    }

    /// Every registered app's settings, in the apps' order.
    public static var all: [AppSetting] { RegisteredApps.all.flatMap { $0.settings } }

    /// Two settings are one when they have one variable.
    public static func == (lhs: AppSetting, rhs: AppSetting) -> Bool { lhs.variable == rhs.variable }

    /// The variable's hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(variable) }
}
