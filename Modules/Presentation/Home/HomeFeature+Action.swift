extension HomeFeature {
    /// What can happen on the home screen.
    public enum Action: Equatable, Sendable {
        /// The home screen is shown, or shown again on a front end's timer: check the shared
        /// database (so a banner says it is away, and goes when it is back).
        case appeared
        /// The shared database's check finished.
        case sharedStoreChecked(AppError?)
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
}
