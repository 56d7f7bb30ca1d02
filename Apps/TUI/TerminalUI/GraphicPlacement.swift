/// A picture the terminal draws itself (kitty graphics protocol or sixel) over a rectangle of
/// cells, carried by a `Frame` next to its cells.
///
/// TerminalUI never looks inside `bytes`: whoever encodes the picture sizes it to `rect` and
/// gives it an `id` that names its content, so that the diff can tell an unchanged placement
/// (same id, same rect: zero bytes) from a new or moved one (drawn again) without comparing
/// the bytes. The cells under a placement should be blank: a kitty image covers them, sixel
/// pixels replace them.
public struct GraphicPlacement: Sendable {
    /// How the terminal draws the bytes.
    public enum Kind: Sendable, Hashable {
        /// The kitty graphics protocol: the image lives in the terminal under `id` until it is
        /// deleted (`ESC _G a=d …`), above the text.
        case kitty
        /// Sixel: pixels painted over the cells, which stay until the cells are written again.
        case sixel
    }

    /// The cells covered.
    public var rect: Rect
    /// Names the content: two placements with the same id carry the same bytes. For kitty it
    /// is also the image id inside the bytes (`i=<id>`), which the diff uses to delete it.
    public var id: UInt32
    /// The protocol of `bytes`.
    public var kind: Kind
    /// The escape sequence that draws the picture with its top-left corner at the cursor.
    public var bytes: [UInt8]

    /// A placement of `bytes` (drawn by `kind`, content named by `id`) over `rect`.
    public init(rect: Rect, id: UInt32, kind: Kind, bytes: [UInt8]) {
        self.rect = rect
        self.id = id
        self.kind = kind
        self.bytes = bytes
    }
}

extension GraphicPlacement: Hashable {
    /// Placements are equal when they show the same content over the same cells; the bytes
    /// follow from the id, so they are not compared (a frame is compared every redraw).
    public static func == (lhs: GraphicPlacement, rhs: GraphicPlacement) -> Bool {
        lhs.id == rhs.id && lhs.rect == rhs.rect && lhs.kind == rhs.kind
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(rect)
        hasher.combine(kind)
    }
}
