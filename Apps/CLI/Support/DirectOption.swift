/// One option or flag of a command read by `DirectParsing`: the names it is typed by and what
/// it does to the command.
///
/// A copy of what the command declares to argument-parser, and held to it: `DirectParsingTests`
/// fails when a name, a default or the property a value lands in differs from what
/// argument-parser makes of the same line.
struct DirectOption<Command> {
    /// The names as typed (`--category`, `-v`).
    let names: [String]
    /// Whether it takes a value (`--limit 5`), not a flag (`--json`).
    let takesValue: Bool
    /// Whether it may be given more than once (each value is kept).
    let repeatable: Bool
    /// Whether the next word is its value whatever that word begins with (argument-parser's
    /// `.unconditional`): `--sort -name` is an order, not an option.
    let unconditional: Bool
    /// Puts a value (`nil` for a flag) into the command; throws when the value is refused.
    ///
    /// NB: a closure that assigns the property, not a key path to it: writing through a key path
    /// reads the property first, and argument-parser's property wrappers stop the program when
    /// read before a value is set. So each command's defaults are set the same way, by
    /// assignment (`DirectParsing.defaults`).
    let apply: (inout Command, String?) throws -> Void
    /// Whether the line must give it (an option without a default).
    var required = false

    /// An option taking one value; `required` when it has no default.
    static func value(_ names: String..., unconditional: Bool = false, required: Bool = false,
                      _ set: @escaping (inout Command, String) throws -> Void) -> Self {
        Self(names: names, takesValue: true, repeatable: false, unconditional: unconditional, apply: { command, value in
            try set(&command, value ?? "")
        }, required: required)
    }

    /// An option that may be repeated, each value appended.
    static func values(_ names: String..., append: @escaping (inout Command, String) -> Void) -> Self {
        Self(names: names, takesValue: true, repeatable: true, unconditional: false) { command, value in
            append(&command, value ?? "")
        }
    }

    /// A flag: present or not.
    static func flag(_ names: String..., set: @escaping (inout Command) -> Void) -> Self {
        Self(names: names, takesValue: false, repeatable: false, unconditional: false) { command, _ in set(&command) }
    }

    /// `text` as a whole number, read as argument-parser reads an `Int`; throws when it is not one.
    static func integer(_ text: String) throws -> Int {
        guard let number = Int(text) else { throw NotANumber() }
        return number
    }

    /// A value `integer` refused: the line goes to argument-parser, which says why.
    struct NotANumber: Error {}

    /// This option of a group (`GlobalOptions`) as an option of a command holding the group at
    /// `group`.
    func lifted<Outer>(into group: WritableKeyPath<Outer, Command>) -> DirectOption<Outer> {
        let apply = self.apply
        return DirectOption<Outer>(names: names, takesValue: takesValue, repeatable: repeatable, unconditional: unconditional, apply: { outer, value in
            try apply(&outer[keyPath: group], value)
        }, required: required)
    }
}
