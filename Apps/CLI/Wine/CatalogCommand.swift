import ArgumentParser
import Foundation
import Presentation

/// `kiosk wine catalog`: a page of the imported catalog.
struct CatalogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "List wines from the local database: sorted, filtered by categories, searched.",
        discussion: "Filters combine: a wine must be in every --category given and have every search word in its name."
    )

    // NB: the next word is the order whatever it begins with: `-name` is an order, not an
    // option, and read as one at once it spares the line a failed parse, a look at the
    // command's declared options and a second parse.
    @Option(parsing: .unconditional, help: ArgumentHelp("name (A→Z) or -name (Z→A).", valueName: "order"))
    var sort: String = "name"

    @Option(name: .customLong("category"), help: ArgumentHelp("A category id or name (repeatable; all must match).", valueName: "id|name"),
            completion: CompletionValues.wineCategories)
    var categories: [String] = []

    @Option(help: ArgumentHelp("Words to find in the name.", valueName: "text"))
    var search: String = ""

    @Option(help: ArgumentHelp("Wines per page (\(CatalogQuery.limitRule.summary)).", valueName: "n"))
    var limit: String = "25"

    @Option(help: ArgumentHelp("Wines to skip.", valueName: "n"))
    var offset: String = "0"

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options, fields: ["search": "--search"]) { wine in
            guard let order = CatalogSort(rawValue: sort) else {
                throw AppError.validation(field: "sort", rule: "must be name or -name (got \"\(sort)\")")
            }
            guard let limit = Int(limit) else { throw AppError.validation(field: "limit", rule: "must be a whole number from \(CatalogQuery.limitRule.summary) (got \"\(self.limit)\")") }
            guard let offset = Int(offset) else { throw AppError.validation(field: "offset", rule: "must be a whole number, 0 or more (got \"\(self.offset)\")") }
            let ids = try wine.resolveCategories(categories)
            let query = CatalogQuery(sort: order, categoryIDs: ids, search: search, limit: limit, offset: offset)
            let started = ContinuousClock.now
            let page = try wine.catalogPage(query)
            let status = try wine.catalogStatus()
            if let partial = status.partialWarning { Output.warn("kiosk: warning: the catalog is \(partial)") }
            if options.verbose {
                let elapsed = (ContinuousClock.now - started) / .milliseconds(1)
                Output.warn("kiosk: catalog page read in \(String(format: "%.2f", elapsed)) ms (\(page.total) matching)")
            }
            if options.json {
                return try Output.json(WineDocuments.Page(
                    query: .init(sort: order.rawValue, categories: ids, search: search, limit: limit, offset: offset),
                    total: page.total,
                    complete: status.isComplete,
                    wines: page.wines.map(WineDocuments.Wine.init)
                ))
            }
            if let placeholder = WineCatalogFeature.placeholder(for: page, of: query) {
                // NB: the placeholder's words, with how to act on an empty catalog in this
                // front end's terms.
                return Output.line(placeholder.kind == .empty ? "\(placeholder.title) To fill it, run `kiosk wine import`." : placeholder.title)
            }
            TextTable(
                header: ["ID", "NAME", "PRICE", "LABEL"],
                rows: page.wines.map { [String($0.id), $0.name, $0.price?.formatted ?? "", $0.labelURL ?? ""] },
                rightAligned: [0, 2], flexible: [1], droppable: [3]
            ).print()
            let last = offset + page.wines.count
            Output.line("\(offset + 1)–\(last) of \(page.total)\(last < page.total ? " (next: --offset \(last))" : "")")
        }
    }
}

extension CatalogCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .value("--sort", unconditional: true) { $0.sort = $1 },
            .values("--category") { $0.categories.append($1) },
            .value("--search") { $0.search = $1 },
            .value("--limit") { $0.limit = $1 },
            .value("--offset") { $0.offset = $1 },
        ]) {
            $0.sort = "name"
            $0.categories = []
            $0.search = ""
            $0.limit = "25"
            $0.offset = "0"
        }
    }
}
