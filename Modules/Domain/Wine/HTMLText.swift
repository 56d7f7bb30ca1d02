import Foundation

/// Turns the bits of HTML wine.com puts in descriptions into plain text.
public enum HTMLText {
    /// `text` without tags, with `<br>` and `<p>` as line breaks and the common entities
    /// decoded, trimmed.
    public static func plain(_ text: String) -> String {
        guard text.contains("<") || text.contains("&") else { return text.trimmingCharacters(in: .whitespacesAndNewlines) }
        var output = ""
        var tag: String?
        for character in text {
            if let current = tag {
                if character == ">" {
                    let name = current.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "/ "))
                    if name == "br" || name.hasPrefix("br ") || name == "p" || name.hasPrefix("p ") { output.append("\n") }
                    tag = nil
                } else {
                    tag = current + String(character)
                }
            } else if character == "<" {
                tag = ""
            } else {
                output.append(character)
            }
        }
        // NB: `&amp;` last, so "&amp;lt;" stays the literal text "&lt;".
        for (entity, replacement) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"), ("&nbsp;", " "), ("&amp;", "&")] {
            output = output.replacingOccurrences(of: entity, with: replacement)
        }
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
