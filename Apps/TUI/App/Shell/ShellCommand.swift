/// What a key means once the shell has looked at it: an action for the screen's view model,
/// or one of the shell's own moves.
enum ShellCommand<Action> {
    /// Send this action to the screen's store.
    case send(Action)
    /// Open or close the `?` overlay.
    case toggleHelp
    /// Go back to the previous screen.
    case back
    /// Quit the program.
    case quit
    /// The key means nothing here.
    case ignore
}
