import ArgumentParser

/// Values a person typed that argument-parser would not take as values: a value that begins
/// with `-` (`--quantity -1`, `--sort -name`, `kiosk wine show -1`), which it reads as an
/// option and answers "Missing value", and an empty value (`--category ""`), which it takes
/// and the command then looks up as if it were one.
///
/// Both are decided here, for every command alike, from what the command declares
/// (`DeclaredArguments`): a dash-led value reaches the command's own rule, and an empty one is
/// a usage error naming the option.
public enum DashedValues {
    /// `arguments` as the person meant them, or `nil` when nothing changes; the words from
    /// `start` on are `leaf`'s own (before it: the names of the commands leading to it):
    ///
    /// - after an option that takes a value, a word that begins with `-` and is no option of
    ///   the command is that option's value (`--quantity -1` → `--quantity=-1`); another option
    ///   is not (`--limit --json` stays a missing value);
    /// - in a positional argument's place, a negative number is that argument's value: the
    ///   positional words are moved after `--` in their order (`show -1` → `show -- -1`).
    ///
    /// Anything else that begins with `-` is left to argument-parser.
    public static func given(_ arguments: [String], leaf: any ParsableCommand.Type, start: Int = 0) -> [String]? {
        let declared = DeclaredArguments(leaf)
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        // The words in their order, and the same split into options and positionals.
        var inOrder = Array(arguments[..<start]), options = inOrder, positionals: [String] = []
        var joined = false, negativePositional = false
        var index = start
        while index < end {
            let token = arguments[index]
            var words = [token]
            if token.hasPrefix("-"), let option = declared.option(token) {
                if option.takesValue, !token.contains("="), index + 1 < end {
                    let value = arguments[index + 1]
                    let isDashed = value.hasPrefix("-") && value != "-" && declared.option(value) == nil
                    words = isDashed ? [token + "=" + value] : [token, value]
                    joined = joined || isDashed
                    index += 1
                }
            } else if !token.hasPrefix("-") || token == "-" || Double(token) != nil {
                negativePositional = negativePositional || token.hasPrefix("-") && token != "-"
                inOrder.append(token)
                positionals.append(token)
                index += 1
                continue
            }
            inOrder += words
            options += words
            index += 1
        }
        let rest = Array(arguments[end...])
        if negativePositional { return options + ["--"] + positionals + rest.dropFirst() }
        return joined ? inOrder + rest : nil
    }

    /// Whether the words before any `--` could give an option an empty value (an empty word,
    /// a trailing `=`): cheap, so `emptyValue` is asked only of the rare line that could.
    public static func mayHoldAnEmptyValue(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0.isEmpty || $0.hasSuffix("=") }
    }

    /// The first option of `leaf` given an empty value (`--category ""`, `--category=`), as
    /// typed; `nil` when there is none.
    public static func emptyValue(in arguments: [String], leaf: any ParsableCommand.Type, start: Int = 0) -> String? {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        let declared = DeclaredArguments(leaf)
        var index = start
        while index < end {
            let token = arguments[index]
            if token.hasPrefix("-"), let option = declared.option(token), option.takesValue {
                if token.hasSuffix("="), token.split(separator: "=", maxSplits: 1).count == 1 {
                    return String(token.dropLast())
                }
                if !token.contains("="), index + 1 < end {
                    if arguments[index + 1].isEmpty { return token }
                    index += 2
                    continue
                }
            }
            index += 1
        }
        return nil
    }
}
