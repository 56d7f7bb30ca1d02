/// What can happen on the home screen.
public enum HomeAction: Equatable, Sendable {
    /// The user moved the highlight up.
    case moveUp
    /// The user moved the highlight down.
    case moveDown
    /// The user picked the app at this position (a digit key, say).
    case appPicked(Int)
    /// The user opened the highlighted app.
    case openPressed
    /// The front end has shown the opened app; the home screen is current again on return.
    case returnedHome
    /// The user asked to quit.
    case quitPressed
}
