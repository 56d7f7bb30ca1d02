/// One difference between a fixture and what the live server answers to its request.
public struct Drift: Sendable, Equatable, CustomStringConvertible {
    /// The kind of difference.
    public enum Kind: String, Sendable, CaseIterable {
        /// The live answer has a field the fixture lacks (clients usually cope).
        case fieldAdded = "field added"
        /// A field of the fixture is gone.
        case fieldRemoved = "field removed"
        /// A field holds another JSON type (`string` where a `number` was).
        case typeChanged = "type changed"
        /// Another HTTP status.
        case statusChanged = "status changed"
        /// The request could not be made at all.
        case unreachable = "unreachable"

        /// Whether a client written against the fixture may break.
        public var isBreaking: Bool { self != .fieldAdded }

        /// The kind's name in `verify --json` (`fieldAdded`, `typeChanged`, …).
        public var key: String {
            switch self {
            case .fieldAdded: "fieldAdded"
            case .fieldRemoved: "fieldRemoved"
            case .typeChanged: "typeChanged"
            case .statusChanged: "statusChanged"
            case .unreachable: "unreachable"
            }
        }
    }

    /// The fixture (`counters/02-post-create-coffee`).
    public var fixture: String
    /// The kind.
    public var kind: Kind
    /// Where in the body (`$.json.pizzas[0].name`), `$` for the whole answer.
    public var path: String
    /// What was recorded and what came back.
    public var detail: String

    /// `counters/02-post-create-coffee: type changed at $[0].count: number → string`.
    public var description: String { "\(fixture): \(kind.rawValue) at \(path): \(detail)" }
}
