/// A list screen's rows as read from the store, one shape for every list (the employees, a
/// person's wine orders, the pizza orders): nothing asked yet, being read, read, or not
/// readable. A read keeps the rows shown so far, so a list read again stays on screen until
/// the new rows arrive, and a failed read says why beside them.
public enum LoadedList<Item: Equatable & Sendable>: Equatable, Sendable {
    /// Not read yet.
    case idle
    /// Being read; the rows read before, if any.
    case loading([Item])
    /// Read.
    case loaded([Item])
    /// The last read failed, and why; the rows read before, if any.
    case failed(AppError, [Item])

    /// What happens to a list.
    public enum Action: Equatable, Sendable {
        /// The screen appeared: read the rows (again).
        case appeared
        /// The rows were read, or why not.
        case loaded(Result<[Item], AppError>)
    }

    /// A list not read yet.
    public init() { self = .idle }

    /// The rows to show: the last ones read.
    public var items: [Item] {
        switch self {
        case .idle: []
        case let .loading(items), let .loaded(items), let .failed(_, items): items
        }
    }

    /// Whether a read is under way.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// Whether a read has finished, well or not.
    public var isSettled: Bool {
        switch self {
        case .idle, .loading: false
        case .loaded, .failed: true
        }
    }

    /// Why the last read failed, until the next one.
    public var error: AppError? {
        if case let .failed(error, _) = self { return error }
        return nil
    }

    /// Applies `action`: an appearance starts `read`, and its outcome settles the list.
    public mutating func reduce(_ action: Action, read: @escaping @Sendable () async throws -> [Item]) -> Effect<Action> {
        switch action {
        case .appeared:
            self = .loading(items)
            return .run { send in await send(.loaded(attempt { try await read() })) }
        case let .loaded(.success(items)):
            self = .loaded(items)
            return .none
        case let .loaded(.failure(error)):
            self = .failed(error, items)
            return .none
        }
    }

    /// What replaces the rows when there are none, in `wording`: the loading text until the
    /// first read settles, then the empty text; `nil` when there are rows to show.
    public func placeholder(_ wording: ListPlaceholder.Wording) -> ListPlaceholder? {
        guard items.isEmpty else { return nil }
        return isSettled
            ? ListPlaceholder(kind: .empty, title: wording.empty, detail: wording.emptyDetail)
            : ListPlaceholder(kind: .loading, title: wording.loading)
    }
}
