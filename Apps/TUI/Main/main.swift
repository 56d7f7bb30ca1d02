// The whole program is the KioskTUIApp library (Apps/TUI/App); see KioskTUIProgram.
import KioskTUIApp

await KioskTUIProgram.main()
