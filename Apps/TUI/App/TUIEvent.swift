/// Everything the event loop reacts to, merged into one stream.
enum TUIEvent: Sendable {
    /// Bytes typed or pasted.
    case input([UInt8])
    /// The terminal closed its input.
    case inputClosed
    /// No byte came for a moment after an ESC: it was the Escape key.
    case escapeTimeout(generation: Int)
    /// A signal: SIGWINCH (resize), SIGINT, SIGTERM, SIGHUP.
    case signal(Int32)
    /// A store's state changed outside a key press (an effect result): draw again.
    case stateChanged
}
