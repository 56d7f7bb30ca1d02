/// Whether a process may import the catalog now, as the database decides it
/// (`CatalogStore.claimImport(owner:)`): of kiosks importing at once, one imports and the others
/// wait for it and report what it stored.
public enum ImportClaim: Equatable, Sendable {
    /// The caller holds the claim: it imports, renewing the claim as it stores batches.
    case claimed
    /// Another import's claim is fresh: it is under way.
    case heldElsewhere

    /// How long a claim lasts without being renewed: past it, the import that held it is taken
    /// to have died (a killed process), and another may claim the catalog. Longer than any
    /// request's time limit, so a slow page does not let a second import start.
    public static let freshFor: Duration = .seconds(60)
}
