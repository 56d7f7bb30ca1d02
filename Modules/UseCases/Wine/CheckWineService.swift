import Domain

/// Tells whether the wine.com API answers, so every screen and command can say so when it
/// does not (browsing still works from the database).
public struct CheckWineService: Sendable {
    let gateway: any WineCatalogGateway

    /// The use case over the gateway.
    public init(gateway: any WineCatalogGateway) { self.gateway = gateway }

    /// `nil` when the API answers properly, else the error saying what is wrong.
    public func callAsFunction() async -> AppError? {
        do {
            try await gateway.checkReachable()
            return nil
        } catch let error as AppError {
            return error
        } catch is CancellationError {
            return nil
        } catch {
            return .unavailable(service: "wine.com", reason: "\(error)")
        }
    }
}
