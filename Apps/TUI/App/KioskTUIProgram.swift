/// The entry of the `kiosk-tui` executable (`Apps/TUI/Main/main.swift`).
///
/// The front end is a library so that its tests depend on a module, not on the executable: SwiftPM
/// recompiles a test module whenever an executable it depends on relinks, which is after any change
/// below it, and only when a library's interface changes.
public enum KioskTUIProgram {
    /// Reads the command line and runs the TUI; returns when it quits.
    public static func main() async {
        await KioskTUI.main()
    }
}
