/// A unique constraint refused a row (SQLSTATE 23505): the store that wrote it turns the
/// constraint's name into the conflict over the field it guards.
struct PostgresUniqueViolation: Error {
    /// The constraint's name (`wine_employee_pin`).
    let constraint: String
    /// The failure as the server gave it, for any other constraint.
    let failure: PostgresFailure
}
