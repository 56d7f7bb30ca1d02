import ArgumentParser

/// `kiosk-mock [serve]`: the mock server.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Serve the three APIs (the default command).")

    @OptionGroup var options: ServerOptions

    func run() async throws {
        try await options.run()
    }
}
