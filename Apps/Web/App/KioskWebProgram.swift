/// The entry of the `kiosk-web` executable (`Apps/Web/Main/main.swift`).
///
/// The front end is a library so that its tests depend on a module, not on the executable: SwiftPM
/// recompiles a test module whenever an executable it depends on relinks, which is after any change
/// below it, and only when a library's interface changes.
public enum KioskWebProgram {
    /// Reads the command line and serves until SIGINT or SIGTERM.
    public static func main() async {
        await KioskWeb.main()
    }
}
