import Foundation

/// Reads a template's text into an `HTMLTemplate`, in three passes: the text is cut into plain
/// text and `{{…}}` tags, the lines that hold a lone standalone tag lose their whitespace and
/// line break, and the tags are nested into sections, layouts and blocks.
struct HTMLTemplateParser {
    /// Why a template cannot be read: its name, the line of the tag at fault and the rule.
    struct Failure: Error, Equatable, CustomStringConvertible {
        let template: String
        let line: Int
        let reason: String

        var description: String { "\(template).mustache:\(line): \(reason)" }
    }

    /// `text` read as the template `name`.
    ///
    /// - Throws: `Failure` for a tag that is unclosed, unbalanced or of a refused kind.
    static func parse(_ text: String, name: String) throws -> HTMLTemplate {
        var parser = HTMLTemplateParser(name: name, lexemes: try standalone(lex(text, name: name)))
        let nodes = try parser.nodes(closing: nil)
        return HTMLTemplate(name: name, nodes: nodes)
    }

    private let name: String
    private let lexemes: [Lexeme]
    private var position = 0

    private init(name: String, lexemes: [Lexeme]) {
        self.name = name
        self.lexemes = lexemes
    }

    /// A piece of the text: plain text, or one tag.
    private enum Lexeme {
        case text(Substring)
        case tag(Tag)
    }

    /// One `{{…}}`: its sigil (`#`, `^`, `/`, `>`, `<`, `$`, `!`, `%`; none for a value), what
    /// follows it, trimmed, the line it starts on and, for a standalone tag, the whitespace
    /// before it.
    private struct Tag {
        var sigil: Character?
        var content: String
        var line: Int
        var indentation = ""
    }

    /// The sigils of tags that may stand alone on a line and then take the line with them.
    private static let standaloneSigils: Set<Character> = ["#", "^", "/", ">", "<", "$", "!", "%"]

    // MARK: - Passes

    /// The text cut into plain text and tags.
    private static func lex(_ text: String, name: String) throws -> [Lexeme] {
        var lexemes: [Lexeme] = []
        var line = 1
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            let before = rest[..<open.lowerBound]
            if !before.isEmpty { lexemes.append(.text(before)) }
            line += before.count(where: { $0 == "\n" })
            let inside = rest[open.upperBound...]
            guard let close = inside.range(of: "}}") else {
                throw Failure(template: name, line: line, reason: "a tag opened with {{ is never closed")
            }
            var content = inside[..<close.lowerBound]
            var sigil: Character?
            if let first = content.first, "#^/><$!%{&=".contains(first) {
                sigil = first
                content = content.dropFirst()
            }
            switch sigil {
            case "{", "&":
                throw Failure(template: name, line: line, reason: "{{\(sigil!)…}} puts a value in unescaped: text from a server must stay text")
            case "=":
                throw Failure(template: name, line: line, reason: "a change of delimiters is refused")
            default:
                break
            }
            lexemes.append(.tag(Tag(sigil: sigil, content: content.trimmingCharacters(in: .whitespaces), line: line)))
            line += content.count(where: { $0 == "\n" })
            rest = inside[close.upperBound...]
        }
        if !rest.isEmpty { lexemes.append(.text(rest)) }
        return lexemes
    }

    /// The lexemes with every standalone line reduced to its tag: a line holding one tag that
    /// may stand alone and otherwise only spaces and tabs loses them and its line break (a
    /// partial, layout or block keeps the spaces before it as the indentation of its lines).
    private static func standalone(_ lexemes: [Lexeme]) -> [Lexeme] {
        // NB: cut into lines first, each text ending at its line break.
        var lines: [[Lexeme]] = [[]]
        for lexeme in lexemes {
            guard case var .text(text) = lexeme else {
                lines[lines.count - 1].append(lexeme)
                continue
            }
            while let newline = text.firstIndex(where: \.isNewline) {
                let end = text.index(after: newline)
                lines[lines.count - 1].append(.text(text[..<end]))
                lines.append([])
                text = text[end...]
            }
            if !text.isEmpty { lines[lines.count - 1].append(.text(text)) }
        }
        var result: [Lexeme] = []
        for line in lines {
            let tags = line.compactMap { lexeme -> Tag? in
                if case let .tag(tag) = lexeme { return tag }
                return nil
            }
            let blank = line.allSatisfy { lexeme in
                guard case let .text(text) = lexeme else { return true }
                return text.allSatisfy { $0 == " " || $0 == "\t" || $0.isNewline }
            }
            guard tags.count == 1, var tag = tags.first, let sigil = tag.sigil, standaloneSigils.contains(sigil), blank else {
                result.append(contentsOf: line)
                continue
            }
            if case let .text(leading) = line.first {
                tag.indentation = String(leading.prefix(while: { $0 == " " || $0 == "\t" }))
            }
            result.append(.tag(tag))
        }
        return result
    }

    // MARK: - Nesting

    /// The nodes up to the tag that closes `closing` (to the end for none).
    private mutating func nodes(closing: Tag?) throws -> [HTMLTemplate.Node] {
        var nodes: [HTMLTemplate.Node] = []
        while position < lexemes.count {
            let lexeme = lexemes[position]
            position += 1
            guard case let .tag(tag) = lexeme else {
                if case let .text(text) = lexeme {
                    // NB: neighbouring texts (a standalone line's removal joins them) become one.
                    if case let .text(previous)? = nodes.last {
                        nodes[nodes.count - 1] = .text(previous + text)
                    } else {
                        nodes.append(.text(String(text)))
                    }
                }
                continue
            }
            switch tag.sigil {
            case nil:
                nodes.append(.value(try path(tag)))
            case "#", "^":
                nodes.append(.section(try path(tag), try self.nodes(closing: tag), inverted: tag.sigil == "^"))
            case "/":
                guard let closing else {
                    throw Failure(template: name, line: tag.line, reason: "{{/\(tag.content)}} closes nothing")
                }
                guard closing.content == tag.content else {
                    throw Failure(template: name, line: tag.line, reason: "{{/\(tag.content)}} closes {{\(closing.sigil!)\(closing.content)}} of line \(closing.line)")
                }
                return nodes
            case ">":
                nodes.append(.partial(try partialName(tag), indentation: tag.indentation))
            case "<":
                let name = try partialName(tag)
                var blocks: [String: [HTMLTemplate.Node]] = [:]
                for child in try self.nodes(closing: tag) {
                    switch child {
                    case let .block(block, content, _): blocks[block] = content
                    case let .text(text) where text.allSatisfy(\.isWhitespace): break
                    default:
                        throw Failure(template: self.name, line: tag.line, reason: "only blocks ({{$name}}…{{/name}}) may stand inside {{<\(name)}}")
                    }
                }
                nodes.append(.layout(name, blocks: blocks, indentation: tag.indentation))
            case "$":
                nodes.append(.block(try partialName(tag), defaultContent: try self.nodes(closing: tag), indentation: tag.indentation))
            case "!":
                break
            case "%":
                let words = tag.content.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
                guard words == ["CONTENT_TYPE", HTMLEscaping.name] else {
                    throw Failure(template: name, line: tag.line, reason: "the only pragma is {{% CONTENT_TYPE: \(HTMLEscaping.name)}}")
                }
            default:
                throw Failure(template: name, line: tag.line, reason: "unknown tag {{\(tag.sigil.map(String.init) ?? "")\(tag.content)}}")
            }
        }
        if let closing {
            throw Failure(template: name, line: closing.line, reason: "{{\(closing.sigil!)\(closing.content)}} is never closed")
        }
        return nodes
    }

    /// A value's path: `a.b` → `["a", "b"]`, `.` → `[]`.
    private func path(_ tag: Tag) throws -> [String] {
        guard tag.content != "." else { return [] }
        let parts = tag.content.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(Self.isNameCharacter) }) else {
            throw Failure(template: name, line: tag.line, reason: "\"\(tag.content)\" is not a name (letters, digits, - and _, parts joined by .)")
        }
        return parts
    }

    /// A partial's, layout's or block's name.
    private func partialName(_ tag: Tag) throws -> String {
        guard !tag.content.isEmpty, tag.content.allSatisfy(Self.isNameCharacter) else {
            throw Failure(template: name, line: tag.line, reason: "\"\(tag.content)\" is not a template or block name")
        }
        return tag.content
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
    }
}
