import Presentation

extension AppError {
    /// The same error naming its field as this command's flag does (`--first-name`, not
    /// `firstName`), when `names` has one for it.
    func renamingField(_ names: [String: String]) -> AppError {
        switch self {
        case let .validation(field, rule):
            guard let flag = names[field] else { return self }
            return .validation(field: flag, rule: rule)
        case let .conflict(field, message):
            guard let flag = names[field] else { return self }
            return .conflict(field: flag, message: Self.renamingLeadingField(of: message, names))
        case let .notSignedIn(reason):
            // NB: a wrong PIN names the field that held it ("oldPIN: this is not your PIN").
            return .notSignedIn(reason: Self.renamingLeadingField(of: reason, names))
        default:
            return self
        }
    }

    /// The field a wrong PIN's reason starts with ("oldPIN: this is not your PIN"), if any.
    var leadingField: String? {
        guard case let .notSignedIn(reason) = self, let colon = reason.firstIndex(of: ":") else { return nil }
        let word = reason[..<colon]
        return !word.isEmpty && word.allSatisfy({ $0.isLetter }) ? String(word) : nil
    }

    /// `sentence` with its leading "field: " written as the flag, when it starts with one.
    private static func renamingLeadingField(of sentence: String, _ names: [String: String]) -> String {
        for (field, flag) in names where sentence.hasPrefix("\(field): ") {
            return "\(flag): " + sentence.dropFirst(field.count + 2)
        }
        return sentence
    }
}
