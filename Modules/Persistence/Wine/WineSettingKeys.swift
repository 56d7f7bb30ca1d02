import Domain

/// The Wine Club's rows in the `setting` table (SQLite's and PostgreSQL's), and the catalog
/// column each category group is filtered on: one spelling for both engines.
enum WineSettingKeys {
    /// The signed-in employee's id (on PostgreSQL, followed by `.` and the kiosk's name).
    static let signedInEmployee = "wine.session.employeeID"
    /// When the signed-in employee last used the kiosk (on PostgreSQL, followed by `.` and the
    /// kiosk's name), in seconds since 1970: what idle sign-out is counted from.
    static let lastActivity = "wine.session.lastActivity"
    /// How many wrong PINs in a row.
    static let failures = "wine.signIn.failures"
    /// When the last wrong PIN was entered.
    static let lastFailure = "wine.signIn.lastFailure"
    /// The total an unfinished import announced.
    static let unfinishedImport = "wine.import.expected"
    /// Which import may run (`ImportClaim`): its owner's token and when it was last renewed, in
    /// seconds since 1970, one space apart.
    static let importClaim = "wine.import.claim"

    /// The `wine_product` column holding a wine's category of `group`.
    static func column(_ group: WineCategoryGroup) -> String {
        switch group {
        case .wineType: return "wine_type_id"
        case .varietal: return "varietal_id"
        case .region: return "region_id"
        case .appellation: return "appellation_id"
        }
    }
}
