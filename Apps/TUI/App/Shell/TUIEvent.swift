/// Everything the event loop reacts to, merged into one stream.
enum TUIEvent: Sendable {
    /// Bytes typed or pasted.
    case input([UInt8])
    /// The terminal closed its input.
    case inputClosed
    /// No byte came for a moment after an ESC (or inside a sequence): flush the decoder.
    case escapeTimeout(generation: Int)
    /// A signal: SIGWINCH (resize), SIGCONT (continued after a stop), SIGINT, SIGTERM, SIGHUP.
    case signal(Int32)
    /// A store's state changed outside a key press (an effect result): draw again.
    case stateChanged
    /// The clock ticked: time-based state (a 3-second banner) may change.
    case tick
    /// Time to read the screen's data afresh (another process may have changed it).
    case reload
    /// A moment after Ctrl-Z: take the terminal back if no SIGCONT did (nothing stopped us).
    case suspensionOver
    /// A picture finished loading (or failed): draw again to show it (or its empty place).
    case picturesChanged
}
