/// The catalog screen: the imported wines, sorted, filtered by categories and searched, and the
/// import.
///
/// `WineFeature` keeps this state while the user visits the detail or the cart, so sort,
/// filters, search and page are as they left them when they come back.
public enum WineCatalogFeature: Reducer {
    /// What the screen shows.
    public struct State: Equatable, Sendable {
        /// The sort, filters, search and page.
        public var query = CatalogQuery()
        /// Every category, for the filter picker.
        public var categories: [WineCategory] = []
        /// The current page (nil before the first load).
        public var page: CatalogPage?
        /// Whether a page is loading.
        public var isLoading = false
        /// Why the last page or action failed.
        public var error: AppError?
        /// Why the wine.com API cannot be used: a banner; browsing goes on from the database.
        public var serviceProblem: AppError?
        /// The running import's progress, nil when none runs.
        public var importProgress: ImportProgress?
        /// The cart's total quantity, always visible.
        public var cartQuantity = 0
        /// Whether the last import completed (nil before the first load).
        public var status: CatalogStatus?
        /// Said while the search shown was cut to `CatalogQuery.maximumSearchLength` from
        /// what was typed or pasted, so nothing is dropped silently.
        public var searchCutNotice: String?

        /// The first page, A→Z, unfiltered.
        public init() {}

        /// Whether a later page exists.
        public var hasNextPage: Bool { (page?.total ?? 0) > query.offset + query.limit }
        /// Whether an earlier page exists.
        public var hasPreviousPage: Bool { query.offset > 0 }
        /// Said wherever the catalog is shown while the last import did not finish.
        public var partialWarning: String? { status?.partialWarning }
        /// Whether a search or a category narrows the list.
        public var isFiltered: Bool { !query.search.isEmpty || !query.categoryIDs.isEmpty }
        /// `query` as this catalog shows it: its page size, an offset at the start of a page.
        public func shown(_ query: CatalogQuery) -> CatalogQuery {
            var shown = query
            shown.limit = self.query.limit
            shown.offset = max(0, query.offset - query.offset % max(1, shown.limit))
            return shown
        }
        /// The page number shown (from 1) and how many pages there are; nil without wines.
        public var pageNumbers: (current: Int, count: Int)? {
            guard let page, page.total > 0 else { return nil }
            return (query.offset / query.limit + 1, (page.total + query.limit - 1) / query.limit)
        }
    }

    /// What happened.
    public enum Action: Equatable, Sendable {
        /// The screen appeared (first time or coming back): reload with the kept query.
        case appeared
        /// The API check finished.
        case serviceChecked(AppError?)
        /// The categories were read.
        case categoriesLoaded(Result<[WineCategory], AppError>)
        /// The search text changed.
        case searchChanged(String)
        /// The user flipped the sort direction.
        case sortToggled
        /// The user turned a category filter on or off.
        case categoryToggled(Int)
        /// The user cleared every filter and the search.
        case filtersCleared
        /// Next page.
        case nextPagePressed
        /// Previous page.
        case previousPagePressed
        /// A whole query at once (an address, a link): the search, filters, sort and page as
        /// given, read with one query however deep the page. A page past the last shows the
        /// last.
        case queryOpened(CatalogQuery)
        /// The page for a query was read (a page for an older query is ignored).
        case pageLoaded(CatalogQuery, Result<CatalogPage, AppError>)
        /// Whether the last import completed was read.
        case statusLoaded(Result<CatalogStatus, AppError>)
        /// The cart changed.
        case cartUpdated(Result<CartContents, AppError>)
        /// The user asked for an import.
        case importPressed
        /// The import made progress.
        case importProgressed(ImportProgress)
        /// The import ended.
        case importFinished(AppError?)
        /// Why the import failed, said once the catalog it left is shown again (the reload's
        /// successful read would otherwise end it).
        case importFailed(AppError)
    }

    static let loadID: EffectID = "wine.catalog.load"
    static let importID: EffectID = "wine.catalog.import"

    public static func reduce(_ state: inout State, _ action: Action, _ environment: WineEnvironment) -> Effect<Action> {
        switch action {
        case .appeared:
            state.isLoading = true
            // NB: one effect, in a fixed order, so the screen fills the same way every time;
            // the API check comes last since it is the only step that may wait on the network.
            return .run { [query = state.query] send in
                await send(.pageLoaded(query, attempt { try environment.catalogPage(query) }))
                await send(.categoriesLoaded(attempt { try environment.categories() }))
                await send(.statusLoaded(attempt { try environment.catalogStatus() }))
                await send(.cartUpdated(attempt { try environment.cart() }))
                await send(.serviceChecked(await environment.checkService()))
            }
        case let .serviceChecked(problem):
            state.serviceProblem = problem
            return .none
        case let .categoriesLoaded(.success(categories)):
            state.categories = categories
            state.error.endByASuccessfulRead()
            return .none
        case let .categoriesLoaded(.failure(error)):
            state.error = error
            return .none
        case let .searchChanged(text):
            let limit = CatalogQuery.maximumSearchLength
            state.searchCutNotice = text.count > limit
                ? "The search keeps its first \(limit) characters; the \(Plural.count(text.count - limit, "character")) after them were left out."
                : nil
            state.query.search = String(text.prefix(limit))
            state.query.offset = 0
            return load(&state, environment)
        case .sortToggled:
            state.query.sort = state.query.sort.toggled
            state.query.offset = 0
            return load(&state, environment)
        case let .categoryToggled(id):
            if let index = state.query.categoryIDs.firstIndex(of: id) {
                state.query.categoryIDs.remove(at: index)
            } else {
                state.query.categoryIDs.append(id)
            }
            state.query.offset = 0
            return load(&state, environment)
        case .filtersCleared:
            state.query.categoryIDs = []
            state.query.search = ""
            state.query.offset = 0
            return load(&state, environment)
        case .nextPagePressed:
            guard state.hasNextPage else { return .none }
            state.query.offset += state.query.limit
            return load(&state, environment)
        case .previousPagePressed:
            guard state.hasPreviousPage else { return .none }
            state.query.offset = max(0, state.query.offset - state.query.limit)
            return load(&state, environment)
        case let .queryOpened(wanted):
            let query = state.shown(wanted)
            guard query != state.query || state.page == nil else { return .none }
            state.query = query
            return load(&state, environment)
        case let .pageLoaded(query, _) where query != state.query:
            return .none
        case let .pageLoaded(query, .success(page)) where page.wines.isEmpty && page.total > 0 && query.offset > 0:
            // NB: an address past the last page (the catalog shrank, or a typed page number).
            state.query.offset = (page.total - 1) / query.limit * query.limit
            return load(&state, environment)
        case let .pageLoaded(_, .success(page)):
            state.isLoading = false
            state.page = page
            state.error = nil
            return .none
        case let .pageLoaded(_, .failure(error)):
            state.isLoading = false
            state.error = error
            return .none
        case let .statusLoaded(.success(status)):
            state.status = status
            state.error.endByASuccessfulRead()
            return .none
        case let .statusLoaded(.failure(error)):
            state.error = error
            return .none
        case let .cartUpdated(.success(contents)):
            state.cartQuantity = contents.totalQuantity
            state.error.endByASuccessfulRead()
            return .none
        case let .cartUpdated(.failure(error)):
            // NB: not being signed in only hides the cart count; the catalog itself is public.
            if case .notSignedIn = error { return .none }
            state.error = error
            return .none
        case .importPressed:
            guard state.importProgress == nil else { return .none }
            state.importProgress = ImportProgress()
            return .run(id: importID) { send in
                do {
                    for try await progress in environment.importCatalog() {
                        await send(.importProgressed(progress))
                    }
                    await send(.importFinished(nil))
                } catch let error as AppError {
                    await send(.importFinished(error))
                } catch {
                    await send(.importFinished(.unexpected("\(error)")))
                }
            }
        case let .importProgressed(progress):
            state.importProgress = progress
            return .none
        case let .importFinished(error):
            state.importProgress = nil
            // NB: wine.com away is the service banner's to say (it stays until wine.com answers);
            // any other failure is said after the reload below, which would clear it.
            var failure = error
            if let error, case .unavailable = error {
                state.serviceProblem = error
                failure = nil
            }
            state.isLoading = true
            return .run { [query = state.query, failure] send in
                await send(.pageLoaded(query, attempt { try environment.catalogPage(query) }))
                await send(.categoriesLoaded(attempt { try environment.categories() }))
                await send(.statusLoaded(attempt { try environment.catalogStatus() }))
                if let failure { await send(.importFailed(failure)) }
            }
        case let .importFailed(error):
            state.error = error
            return .none
        }
    }

    private static func load(_ state: inout State, _ environment: WineEnvironment) -> Effect<Action> {
        state.isLoading = true
        return .run(id: loadID) { [query = state.query] send in
            await send(.pageLoaded(query, attempt { try environment.catalogPage(query) }))
        }
    }
}
