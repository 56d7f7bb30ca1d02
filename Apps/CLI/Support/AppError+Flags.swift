import Presentation

extension AppError {
    /// The same error naming its field as this command's flag does (`--first-name`, not
    /// `firstName`), when `names` has one for it.
    func renamingField(_ names: [String: String]) -> AppError {
        guard let field, let flag = names[field] else { return self }
        switch self {
        case let .validation(_, rule):
            return .validation(field: flag, rule: rule)
        case let .conflict(_, message):
            // NB: conflicts carry a whole sentence that starts with the field's name.
            let prefix = "\(field): "
            return .conflict(field: flag, message: message.hasPrefix(prefix) ? "\(flag): " + message.dropFirst(prefix.count) : message)
        default:
            return self
        }
    }
}
