import Composition
import Presentation

extension CommandEnvironment {
    /// `make(_:)` for a Wine Club command, with the check of wine.com started before the
    /// database opens (`WineComposition.startingServiceCheck`).
    static func makeCheckingWine(_ options: GlobalOptions) throws -> (environment: AppEnvironment, check: Task<AppError?, Never>) {
        let (environment, check) = try WineComposition.startingServiceCheck(configuration: try configuration(options), connections: .single)
        return (keep(environment), check)
    }
}
