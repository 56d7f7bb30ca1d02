import TerminalUI

/// kiosk-tui's key vocabulary: what each key means, once, for every screen of the three apps,
/// as lazygit and k9s users expect (`n` is always "new", `d` always "delete"). Key maps bind
/// verbs (`KeyBinding.verb`), never bare letters, so a key cannot mean two things;
/// `KeyVocabularyTests` checks every screen's key map against this list and the README's table
/// is this list in words.
///
/// A confirmation has keys of its own (`y`/Enter yes, `n`/Esc no), as do text fields, which
/// take what is typed; neither is a verb.
struct Verb: Hashable, Sendable {
    /// The keys, the first one named in help.
    let keys: [Key]
    /// How help names the keys ("d", "↑↓").
    let label: String
    /// What the verb does, in a few words; a screen may say it more precisely for its own items
    /// ("new counter"), never something else.
    let meaning: String

    private init(_ keys: [Key], label: String? = nil, _ meaning: String) {
        self.keys = keys
        self.label = label ?? keys.first?.label ?? ""
        self.meaning = meaning
    }

    // MARK: - Moving

    /// ↑/k one row up.
    static let up = Verb([.up, .character("k")], label: "↑↓", "move")
    /// ↓/j one row down.
    static let down = Verb([.down, .character("j")], label: "↑↓", "move")
    /// PgUp a page up.
    static let pageUp = Verb([.pageUp], label: "pgup/pgdn", "page")
    /// PgDn a page down.
    static let pageDown = Verb([.pageDown], label: "pgup/pgdn", "page")
    /// Home/g to the first row.
    static let first = Verb([.home, .character("g")], label: "g/G", "first/last")
    /// End/G to the last row.
    static let last = Verb([.end, .character("G")], label: "g/G", "first/last")
    /// Enter: open or choose the highlighted item (its detail, the app, the pizza), or do what
    /// the screen is for (sign in, save the form, add the drink).
    static let open = Verb([.enter], "open")
    /// Esc: back one screen; first it clears a search or filter, closes a field or a dialog.
    static let back = Verb([.escape], "back")

    // MARK: - Lists

    /// `/`: search.
    static let search = Verb([.character("/")], "search")
    /// `f`: filter by category.
    static let filter = Verb([.character("f")], "filter")
    /// `s`: sort the other way.
    static let sort = Verb([.character("s")], "sort")
    /// `]`: the next page.
    static let nextPage = Verb([.character("]")], label: "[ ]", "page")
    /// `[`: the previous page.
    static let previousPage = Verb([.character("[")], label: "[ ]", "page")
    /// Space: select the highlighted row or turn it on/off.
    static let toggle = Verb([.character(" ")], "select")
    /// Ctrl-A: select every row shown (Counters' edit mode).
    static let selectAll = Verb([.ctrl("a")], "select all")

    // MARK: - Items

    /// `n`: a new item (counter, employee, pizza).
    static let new = Verb([.character("n")], "new")
    /// `a`: add the highlighted item to the cart.
    static let addToCart = Verb([.character("a")], "add to cart")
    /// `d`/Del: delete or remove (asking first when it cannot be undone).
    static let delete = Verb([.character("d"), .delete], label: "d", "delete")
    /// `e`: edit (Counters' edit mode, the highlighted pizza).
    static let edit = Verb([.character("e")], "edit")
    /// `+`/→: one more.
    static let more = Verb([.character("+"), .right], label: "+/-", "more/less")
    /// `-`/←: one less.
    static let less = Verb([.character("-"), .left], label: "+/-", "more/less")
    /// `0`–`9`: a number (a quantity or a PIN typed, an app picked by its number).
    static let number = Verb((0...9).map { .character(Character(String($0))) }, label: "0-9", "a number")
    /// `x`: share (the text to copy).
    static let share = Verb([.character("x")], "share")

    // MARK: - Places

    /// `c`: the cart.
    static let cart = Verb([.character("c")], "cart")
    /// `o`: the orders.
    static let orders = Verb([.character("o")], "orders")
    /// `p`: place the order (a confirmation comes first; no key orders by itself).
    static let placeOrder = Verb([.character("p")], "place order…")
    /// `b`: the drinks (beverages).
    static let drinks = Verb([.character("b")], "drinks")
    /// `t`: the employees (the team).
    static let employees = Verb([.character("t")], "employees")
    /// `u`: your account.
    static let account = Verb([.character("u")], "your account")
    /// `i`: import the catalog.
    static let importCatalog = Verb([.character("i")], "import")
    /// `F`: forgot PIN.
    static let forgotPIN = Verb([.character("F")], "forgot PIN")
    /// `L`: sign out.
    static let signOut = Verb([.character("L")], "sign out")

    // MARK: - Everywhere

    /// `r`: reach the server again (retry, sync now); F5 and Ctrl-R too.
    static let retry = Verb([.character("r"), .ctrl("r"), .function(5)], "retry/sync")
    /// `?`: every key of the screen.
    static let help = Verb([.character("?")], "help")
    /// `q`: quit Kiosk (where no field takes the letter).
    static let quit = Verb([.character("q")], "quit")

    /// Every verb, for the vocabulary test and the `?` overlay.
    static let all: [Verb] = [
        up, down, pageUp, pageDown, first, last, open, back, search, filter, sort, nextPage, previousPage, toggle, selectAll,
        new, addToCart, delete, edit, more, less, number, share, cart, orders, placeOrder, drinks, employees, account, importCatalog,
        forgotPIN, signOut, retry, help, quit,
    ]

    /// The verb a key means, if any.
    static func meaning(of key: Key) -> Verb? {
        all.first { $0.keys.contains(key) }
    }
}

/// The keys the shell handles on every screen, listed at the end of the `?` overlay.
enum GlobalKeys {
    static let entries = [
        KeyHelp("q", "quit Kiosk"),
        KeyHelp("ctrl-c", "quit Kiosk"),
        KeyHelp("ctrl-l", "redraw and re-read"),
        KeyHelp("ctrl-z", "suspend (fg resumes)"),
        KeyHelp("click", "select; again: open"),
        KeyHelp("wheel", "scroll"),
    ]
}
