import ArgumentParser
import Presentation

/// `kiosk wine categories`: the imported categories.
struct CategoriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "categories", abstract: "List the categories to filter the catalog by.")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options) { wine in
            let categories = try wine.categories()
            if options.json { return try Output.json(categories.map(WineDocuments.Category.init)) }
            guard !categories.isEmpty else { return Output.line("No categories yet: run `kiosk wine import`.") }
            TextTable(header: ["ID", "GROUP", "NAME"], rows: categories.map { [String($0.id), $0.group.description, $0.name] }, rightAligned: [0], flexible: [2]).print()
        }
    }
}

extension CategoriesCommand: DirectlyParsed {}
