/// A place on a frame where a click means something, named by the widget or screen that drew
/// it: row 3 of a list (`"row"`, 3), a dialog's button (`Dialog.confirmTarget`). A screen maps
/// the target under a click to an action; the frame keeps the layout, so the mapping needs no
/// second copy of it.
public struct ClickTarget: Hashable, Sendable {
    /// What was drawn there ("row", "picker", "dialog.confirm", "checkout"…).
    public var name: String
    /// Which one, for targets that repeat (a list's item index).
    public var index: Int
    /// The cells it covers.
    public var rect: Rect

    /// A target named `name` (and `index`) over `rect`.
    public init(_ name: String, index: Int = 0, rect: Rect) {
        self.name = name
        self.index = index
        self.rect = rect
    }
}

extension Frame {
    /// Makes `rect` a place where a click means `name` (and `index`); drawn later, it sits on
    /// top of the targets it overlaps.
    public mutating func addTarget(_ name: String, index: Int = 0, in rect: Rect) {
        let clipped = rect.intersection(bounds)
        guard !clipped.isEmpty else { return }
        targets.append(ClickTarget(name, index: index, rect: clipped))
    }

    /// Forgets the targets that share a cell with `rect` (something was drawn over them).
    public mutating func removeTargets(intersecting rect: Rect) {
        targets.removeAll { $0.rect.intersects(rect) }
    }

    /// The target under column `x`, row `y`: the last one drawn there.
    public func target(atX x: Int, y: Int) -> ClickTarget? {
        targets.last { $0.rect.contains(x: x, y: y) }
    }
}
