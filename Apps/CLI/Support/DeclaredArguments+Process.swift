import ArgumentParser
import FrontEndSupport

extension DeclaredArguments {
    /// What the `kiosk` command this process runs declares, from its command line.
    static var ofThisProcess: DeclaredArguments {
        let arguments = GlobalOptionPlacement.placed(Array(CommandLine.arguments.dropFirst()))
        return DeclaredArguments(GlobalOptionPlacement.command(at: arguments).command)
    }
}
