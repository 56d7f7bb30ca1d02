import ArgumentParser

/// A leaf command `KioskMain` reads with `DirectParsing` before asking argument-parser.
///
/// A command whose only arguments are the global options adopts it as it is; one with its own
/// gives its table (`direct`), written beside its declarations.
protocol DirectlyParsed: AsyncParsableCommand {
    /// The options every command takes.
    var options: GlobalOptions { get set }
    /// The table the command is read with.
    static var direct: DirectParsing<Self> { get }
}

extension DirectlyParsed {
    static var direct: DirectParsing<Self> { DirectParsing() }

    /// The command `words` make when they are a plain line.
    static func directlyParsed(_ words: [String]) -> (any AsyncParsableCommand)? {
        direct.parse(words)
    }
}

extension DirectParsing where Command: DirectlyParsed {
    /// The table of a command taking `own` options and flags, then the global ones, and the
    /// positional `arguments` in order; `defaults` sets each of its own options and flags that
    /// has a default to it (a required option and the arguments have none: each must be given).
    init(_ own: [DirectOption<Command>] = [], arguments: [(inout Command, String) throws -> Void] = [],
         defaults: @escaping (inout Command) -> Void = { _ in }) {
        self.init(
            defaults: {
                var command = Command()
                command.options = GlobalOptions.directDefaults
                defaults(&command)
                return command
            },
            options: own + GlobalOptions.directOptions.map { $0.lifted(into: \Command.options) },
            arguments: arguments
        )
    }
}
