import ArgumentParser
import Composition
import Foundation
import Presentation

/// Values the shell completes from the local database: counter titles, pizza names,
/// ingredients, drinks and wine categories (`completion: .custom`).
///
/// A completion runs on every Tab, so it reads only what is saved (never the network: the
/// saved menu, not a live one), uses the data directory the line names (`--data-dir`) or the
/// usual one, never creates one, and answers nothing rather than an error.
enum CompletionValues {
    /// Titles of the counters saved on this kiosk.
    static let counterTitles = CompletionKind.custom { words, _, prefix in
        values(words, prefix) { environment in try environment.counters().load().counters.map(\.displayTitle) }
    }

    /// The names of the pizzas on the saved menu.
    static let pizzaNames = CompletionKind.custom { words, _, prefix in
        values(words, prefix) { environment in try environment.pizza().savedMenu()?.pizzas.map(\.name) ?? [] }
    }

    /// The names of the ingredients on the saved menu.
    static let ingredients = CompletionKind.custom { words, _, prefix in
        values(words, prefix) { environment in try environment.pizza().savedMenu()?.ingredients.map(\.name) ?? [] }
    }

    /// The names of the drinks on the saved menu.
    static let drinks = CompletionKind.custom { words, _, prefix in
        values(words, prefix) { environment in try environment.pizza().savedMenu()?.drinks.map(\.name) ?? [] }
    }

    /// The names of the imported wine categories.
    static let wineCategories = CompletionKind.custom { words, _, prefix in
        values(words, prefix) { environment in try environment.wineCategoryNames() }
    }

    /// The values `read` finds in the database the line points at that begin with `prefix`
    /// (in any case), sorted and without repeats; none when there is no database yet.
    static func values(_ words: [String], _ prefix: String, read: (AppEnvironment) throws -> [String]) -> [String] {
        guard let configuration = try? KioskConfiguration.resolve(dataDir: dataDirectory(in: words)),
              FileManager.default.fileExists(atPath: configuration.databaseFile.path),
              let environment = try? makeEnvironment(configuration: configuration, connections: .single),
              let values = try? read(environment) else { return [] }
        let wanted = prefix.lowercased()
        return Array(Set(values.filter { $0.lowercased().hasPrefix(wanted) })).sorted()
    }

    /// The `--data-dir` the line being completed gives, if any.
    static func dataDirectory(in words: [String]) -> String? {
        var found: String?
        for (index, word) in words.enumerated() {
            if word == "--data-dir", index + 1 < words.count { found = words[index + 1] }
            if word.hasPrefix("--data-dir=") { found = String(word.dropFirst("--data-dir=".count)) }
        }
        return found
    }
}
