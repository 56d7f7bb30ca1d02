import ArgumentParser
import Presentation

/// `kiosk wine cart` (or `cart show`).
struct CartShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show your cart and its total quantity.")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await WineSession.run(options) { wine in
            try CartCommand.print(try await CartCommand.contents(after: .appeared, wine), json: options.json)
        }
    }
}

extension CartShowCommand: DirectlyParsed {}
