/// The one shape of navigation in every app: screens over a root, the last one shown, each with
/// an id unique for the life of the stack. The Wine Club's screens, Nenno's pages over the menu
/// and the app the home screen opened are each a `ScreenStack`.
///
/// The ids are why it is more than an array: an effect started for a screen sends its result
/// with the screen's id, and a result whose screen was closed meanwhile finds no screen (`[id:]`
/// is `nil`) and is dropped, instead of landing on a screen of the same kind opened since.
public struct ScreenStack<Content: Equatable & Sendable>: Equatable, Sendable, RandomAccessCollection {
    /// One open screen: its id and its content (a route, or a page's view model state).
    public struct Entry: Equatable, Sendable, Identifiable {
        /// Unique for the life of the stack.
        public let id: Int
        /// What the screen shows.
        public var content: Content

        /// An entry; `ScreenStack` gives ids, tests and restored stacks name them.
        public init(id: Int, content: Content) {
            self.id = id
            self.content = content
        }
    }

    /// The open screens, bottom first.
    public private(set) var entries: [Entry] = []
    /// The id the next screen pushed gets.
    public private(set) var nextID = 1

    /// A stack of these screens, bottom first, with ids from 1.
    public init(_ contents: [Content] = []) {
        for content in contents { push(content) }
    }

    // MARK: Reading

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(position: Int) -> Entry { entries[position] }

    /// The screen shown: the last one.
    public var top: Entry? { entries.last }

    /// The contents, bottom first.
    public var contents: [Content] { entries.map(\.content) }

    /// The content of the screen with this id, while it is open. Setting it replaces that
    /// screen's content in place; setting `nil` closes the screen. A closed screen's id stays
    /// closed: setting it does nothing.
    public subscript(id id: Int) -> Content? {
        get { entries.first { $0.id == id }?.content }
        set {
            guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
            if let newValue { entries[index].content = newValue } else { entries.remove(at: index) }
        }
    }

    // MARK: Moving

    /// Opens `content` on top with a new id, which it returns.
    @discardableResult
    public mutating func push(_ content: Content) -> Int {
        let id = nextID
        nextID += 1
        entries.append(Entry(id: id, content: content))
        return id
    }

    /// Closes the screen shown; `nil` when none is open.
    @discardableResult
    public mutating func pop() -> Entry? {
        entries.popLast()
    }

    /// Closes every screen (the ids go on from where they were).
    public mutating func removeAll() {
        entries.removeAll()
    }

    /// Closes the screens `shouldClose` picks, wherever they are.
    public mutating func removeAll(where shouldClose: (Entry) -> Bool) {
        entries.removeAll(where: shouldClose)
    }

    /// Closes every screen and opens `contents`, bottom first, with new ids.
    public mutating func replaceAll(with contents: [Content]) {
        entries.removeAll()
        for content in contents { push(content) }
    }

    /// Goes back down to the first screen `matches` picks, closing those over it; `false`, and
    /// nothing changed, when none does.
    @discardableResult
    public mutating func goBack(toFirstWhere matches: (Content) -> Bool) -> Bool {
        guard let index = entries.firstIndex(where: { matches($0.content) }) else { return false }
        entries.removeSubrange(index + 1..<entries.count)
        return true
    }

    /// Moves the screen with this id to the top, with its id and content; `false` when it is
    /// not open.
    @discardableResult
    public mutating func bringToTop(id: Int) -> Bool {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return false }
        entries.append(entries.remove(at: index))
        return true
    }
}
