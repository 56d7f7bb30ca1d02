import Foundation

/// The parts of a page live.js swaps in (`[data-live][id]`): each element's HTML, found as the
/// templates write them (an opening tag with an id and `data-live`, up to the first closing tag
/// of its name, since no live part nests an element of its own kind).
enum LiveParts {
    static func of(_ page: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: #"<(section|div|nav|p|ul)\s[^>]*\bid="[^"]+"[^>]*\bdata-live\b[^>]*>(.*?)</\1>"#, options: [.dotMatchesLineSeparators])
        return regex.matches(in: page, range: NSRange(page.startIndex..., in: page)).map { (page as NSString).substring(with: $0.range) }
    }
}
