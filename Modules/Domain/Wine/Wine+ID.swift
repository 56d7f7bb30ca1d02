extension Wine {
    /// A wine's id as typed or posted: a whole number above 0, the one rule every front end
    /// applies to it.
    ///
    /// - Throws: `AppError.validation(field:, …)` naming `field` for anything else (nothing,
    ///   text, 0 or less).
    public static func id(parsing text: String?, field: String = "id") throws -> Int {
        guard let text, let id = Int(text.trimmingSpaces()), id > 0 else {
            throw AppError.validation(field: field, rule: "must be a wine id, a whole number above 0 (got \(text.refusedText))")
        }
        return id
    }
}

extension WineCategory {
    /// A category's id as posted (a filter): a whole number above 0.
    ///
    /// - Throws: `AppError.validation(field:, …)` naming `field` for anything else.
    public static func id(parsing text: String?, field: String = "category") throws -> Int {
        guard let text, let id = Int(text.trimmingSpaces()), id > 0 else {
            throw AppError.validation(field: field, rule: "must be a category's number (got \(text.refusedText))")
        }
        return id
    }
}
