import ArgumentParser
import Composition
import Presentation

/// `kiosk wine show ID`: a wine's detail.
struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a wine: name, label, description and details.")

    @Argument(help: ArgumentHelp("The wine's id (see `kiosk wine catalog`).", valueName: "id"))
    var id: String

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options) { wine, environment in
            let detail = try await FeatureStep.state(after: .appeared, on: WineDetailFeature.self, from: .init(wineID: try Wine.id(parsing: id)), wine, error: \.error)
            guard let wine = detail.wine else { throw AppError.unexpected("the wine was not read") }
            if options.json { return try Output.json(WineDocuments.Wine(wine)) }
            await Picture.print(wine.labelURL, graphics: options.graphics(), loader: environment.images)
            Output.line(wine.name)
            if let label = wine.labelURL { Output.line("label        \(label)") }
            let facts: [(String, String?)] = [
                ("type", wine.wineType?.name), ("varietal", wine.varietal?.name), ("region", wine.region?.name),
                ("appellation", wine.appellation?.name), ("vineyard", wine.vineyard), ("vintage", wine.vintage),
                ("price", wine.price?.formatted),
            ]
            for (name, value) in facts {
                if let value { Output.line(name.padding(toLength: 13, withPad: " ", startingAt: 0) + value) }
            }
            Output.line()
            Output.line(wine.displayDescription)
        }
    }
}

extension ShowCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing(arguments: [{ $0.id = $1 }])
    }
}
