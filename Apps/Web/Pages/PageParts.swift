import Synchronization

/// The parts of pages drawn so far (`PagePart`), each kept as its HTML for the next page that
/// shows the same value.
final class PageParts: Sendable {
    /// The templates the parts are drawn with.
    private let templates: HTMLTemplateLibrary
    /// The parts drawn, by template and value.
    private let drawn = Mutex<[PartKey: String]>([:])
    /// How many parts are kept: past it, all are dropped and drawn again as asked.
    private let capacity: Int

    init(templates: HTMLTemplateLibrary, capacity: Int = 64) {
        self.templates = templates
        self.capacity = capacity
    }

    /// What `content` gives, drawn with `template`, or the text kept for `key`; nil for an
    /// unknown template.
    func drawn<Key: Hashable & Sendable>(_ template: String, _ key: Key, _ content: () -> Any) -> String? {
        let key = PartKey(template: template, value: AnyHashable(key))
        if let known = drawn.withLock({ $0[key] }) { return known }
        guard let part = templates.render(TemplateTree.of(content()), withTemplate: template) else { return nil }
        drawn.withLock {
            if $0.count >= capacity { $0.removeAll() }
            $0[key] = part
        }
        return part
    }

    // NB: unchecked for `AnyHashable`, which holds only the `Sendable` values `drawn` takes.
    private struct PartKey: Hashable, @unchecked Sendable {
        let template: String
        let value: AnyHashable
    }
}
