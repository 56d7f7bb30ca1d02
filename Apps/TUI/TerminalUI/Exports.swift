// The TUI's screens measure and lay out text with the same functions as every terminal front
// end (`TerminalText`), so they come with the terminal layer.
@_exported import TerminalText
