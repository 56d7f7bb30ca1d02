import ArgumentParser

/// A leaf command read from its words without argument-parser's reflection, for the lines a
/// counter types all day (`kiosk wine catalog --category Red --search cellars`).
///
/// argument-parser learns a command's arguments by reflecting it: a `Mirror` of the command and
/// of each option group, a cast of every property wrapper to its own protocols, a cast of the
/// result to `ParsableCommand`. The first of each such question in a process is answered by a
/// walk over every protocol conformance record in the binary, and a browse asks dozens of them
/// before the command does anything (Benchmarks/RESULTS.md has the count and the time).
///
/// So a leaf that adopts `DirectlyParsed` is read here first, from a table of its options
/// (`DirectOption`) beside its declarations. Only a plain line is read this way: options and
/// flags the table names, each with its value, once unless repeatable, every required option
/// and every positional argument. Anything else (help, `--version`, a completion request, `--`,
/// an unknown or repeated option, a value that begins with `-`, a missing option or argument,
/// an extra argument, a value refused) gives `nil`, and the line goes to argument-parser, which
/// answers it as it always has: what is refused, and how, stays argument-parser's.
///
/// argument-parser's declarations stay the source: help, completions and every error come from
/// them, and `DirectParsingTests` holds each table to them: the same names, the same defaults,
/// every value in the property argument-parser puts it in.
struct DirectParsing<Command: ParsableCommand> {
    /// The command as argument-parser makes it from no words: every property at its default.
    let defaults: () -> Command
    /// The options and flags the command takes, its groups' included.
    let options: [DirectOption<Command>]
    /// Where each positional argument goes, in order; every one must be given.
    var arguments: [(inout Command, String) throws -> Void] = []

    /// The command `words` (the leaf's own, after its name) make, or `nil` when the line is not
    /// a plain one (see the type's comment).
    func parse(_ words: [String]) -> Command? {
        var command = defaults()
        var given: Set<Int> = []
        var positional = 0
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard word.hasPrefix("-") else {
                guard positional < arguments.count else { return nil }
                do { try arguments[positional](&command, word) } catch { return nil }
                positional += 1
                continue
            }
            guard word != "--" else { return nil }
            let (name, inline) = Self.split(word)
            guard let found = options.firstIndex(where: { $0.names.contains(name) }) else { return nil }
            let option = options[found]
            guard given.insert(found).inserted || option.repeatable else { return nil }
            var value: String?
            if option.takesValue {
                if let inline {
                    value = inline
                } else {
                    guard index < words.count else { return nil }
                    let next = words[index]
                    guard option.unconditional || !next.hasPrefix("-") else { return nil }
                    value = next
                    index += 1
                }
            } else if inline != nil {
                return nil
            }
            do { try option.apply(&command, value) } catch { return nil }
        }
        guard positional == arguments.count,
              options.indices.allSatisfy({ !options[$0].required || given.contains($0) }) else { return nil }
        do { try command.validate() } catch { return nil }
        return command
    }

    /// An option word's name and the value written into it (`--limit=5`), if any.
    private static func split(_ word: String) -> (name: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}
