import ArgumentParser
import Presentation

/// `kiosk wine logout`: sign out. The cart stays for the next sign-in.
struct LogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "logout", abstract: "Sign out (your cart is kept).")

    @Flag(name: [.customShort("q"), .long], help: "Print nothing when it works (the exit status says so).")
    var quiet = false

    @OptionGroup var options: GlobalOptions

    struct Document: Encodable {
        let signedOut: Bool
    }

    func run() async throws {
        try await WineSession.run(options) { wine in
            let wasSignedIn = try wine.currentEmployee()
            try wine.signOut()
            if options.json { return try Output.json(Document(signedOut: wasSignedIn != nil)) }
            if !quiet { Output.line(wasSignedIn.map { "Signed out \($0.fullName)." } ?? "Nobody was signed in.") }
        }
    }
}

extension LogoutCommand: DirectlyParsed {
    static var direct: DirectParsing<Self> {
        DirectParsing([
            .flag("-q", "--quiet") { $0.quiet = true },
        ]) {
            $0.quiet = false
        }
    }
}
