/// The version of every Kiosk executable, shown by `--version` and sent in the User-Agent.
public enum KioskVersion {
    /// The release number.
    public static let current = "0.1.0"
}
