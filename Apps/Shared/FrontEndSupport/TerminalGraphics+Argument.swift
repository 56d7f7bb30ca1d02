import ArgumentParser
import Imaging

/// `--images auto|kitty|sixel|blocks|off`: parsed by raw value, the choices listed in `--help`.
extension TerminalGraphics: ExpressibleByArgument {}

extension TerminalGraphics {
    /// `text` as an `--images` value, for an option that reads it with `transform:`.
    ///
    /// - Throws: a `ValidationError` giving the rule, which argument-parser reports after the
    ///   option's name and the value.
    public static func argument(_ text: String) throws -> TerminalGraphics {
        guard let mode = TerminalGraphics(rawValue: text) else {
            throw ValidationError("must be one of \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return mode
    }
}
