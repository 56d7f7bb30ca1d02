import Foundation
import Presentation
import Testing
import TestSupport
@testable import KioskWebApp

/// A catalog page drawn from a fixed state reads exactly as expected, byte for byte: names
/// with quotes, angle brackets, ampersands, apostrophes, right-to-left overrides and emoji are
/// escaped where the markup needs it and neutralised where the bidi controls are, Mustache's own
/// tags in a name stay text, and nothing else changes. The pages' renderer may be made faster;
/// its text may not move.
@Suite(.hangGuard) struct WineCatalogPageTests {
    @Test func aCatalogPageWithHostileNamesReadsExactlyAsExpected() async throws {
        let pages = try await WebPages.load(limits: WebLimits())
        let text = try pages.page("wine-catalog", Self.context(pages))
        #expect(Self.main(of: text) == Self.expectedMain)
    }

    @Test func aQuoteWithACombiningMarkCannotLeaveAnAttribute() async throws {
        let pages = try await WebPages.load(limits: WebLimits())
        var state = Self.state()
        // NB: `"` and U+0301 make one Character; the library's table, which escapes by
        // Character, let the quote through and the search field's value="…" ended there.
        let hostile = "x\"\u{301} autofocus onfocus=alert(1) x=\"\u{301}"
        state.catalog.query.search = hostile
        let first = state.catalog.page!.wines[0]
        let renamed = Wine(id: first.id, name: hostile, labelURL: first.labelURL, wineType: first.wineType, priceRetail: first.priceRetail)
        state.catalog.page = CatalogPage(wines: [renamed] + state.catalog.page!.wines.dropFirst(), total: 80)
        let text = try pages.page("wine-catalog", PageContext(csrf: "0123abcd", chrome: Self.chrome(pages), view: WineView(state, catalogURL: CatalogAddress.url, parts: pages.parts)))
        let page = Self.scalars(text)
        let bare = Self.scalars("\"\u{301} autofocus")
        let escaped = Self.scalars("&quot;\u{301} autofocus onfocus=alert(1)")
        let leftBare = page.contains(bare), escapedFirst = page.contains(escaped)
        #expect(!leftBare, "a bare quote before the mark")
        #expect(escapedFirst, "the quote escaped, the mark after it")
    }

    /// The text as its Unicode scalars' numbers, so a search ignores how Swift groups
    /// characters.
    static func scalars(_ text: String) -> String {
        " " + text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") + " "
    }

    @Test func theSamePageDrawnTwiceReadsTheSame() async throws {
        let pages = try await WebPages.load(limits: WebLimits())
        let first = try pages.page("wine-catalog", Self.context(pages))
        var other = Self.state()
        other.catalog.query.categoryIDs = []
        _ = try pages.page("wine-catalog", PageContext(csrf: "feed", chrome: Self.chrome(pages), view: WineView(other, catalogURL: CatalogAddress.url, parts: pages.parts)))
        #expect(try pages.page("wine-catalog", Self.context(pages)) == first)
    }

    /// What a page shows inside `<main>`, the part the state decides (the head names the
    /// stylesheet by its content's hash).
    static func main(of page: String) -> String {
        guard let start = page.range(of: "<main id=\"main\">"), let end = page.range(of: "</main>") else { return page }
        return String(page[start.lowerBound..<end.upperBound])
    }

    static func chrome(_ pages: WebPages) -> PageChrome {
        PageChrome(title: "Catalog · Wine Club", appName: "Wine Club", notice: "Added 2 × \"Rosé\" <b>", liveURL: "/wine/catalog?live=1", assets: pages.assets)
    }

    static func context(_ pages: WebPages) -> PageContext<WineView> {
        PageContext(csrf: "0123abcd", chrome: chrome(pages), view: WineView(state(), catalogURL: CatalogAddress.url, parts: pages.parts))
    }

    /// A signed-in catalog on its second page, a category selected, a search typed.
    static func state() -> WineFeature.State {
        let red = WineCategory(id: 124, name: "Red <Wine> & \"Co\"", group: .wineType)
        let wines = [
            Wine(id: 7, name: "Château \"Rouge\" <b>bold</b> & 'Co'", labelURL: "http://x/7.jpg", wineType: red, priceRetail: Money(cents: 1_999)),
            Wine(id: 8, name: "Cheap\u{202E}gnilseir 🍷 👨‍👩‍👧", wineType: red),
            Wine(id: 9, name: "עין גדי \u{2067}Ein Gedi\u{2069} &amp;", labelURL: "http://x/9.jpg", wineType: red, priceRetail: Money(cents: 100_000)),
        ]
        var state = WineFeature.State()
        state.routes = ScreenStack([.signIn, .catalog])
        state.employee = try? Employee(id: 1, pin: PIN("2468"), firstName: "Ana <i>", lastName: "O'Lima", email: nil, hireDate: Date(timeIntervalSince1970: 0))
        state.catalog.categories = [red, WineCategory(id: 2, name: "Merlot 🍇 'x'", group: .varietal), WineCategory(id: 3, name: "Rioja\u{202B}", group: .region),
                                  WineCategory(id: 4, name: "{{csrf}} {{{view}}} <% x %>", group: .region)]
        state.catalog.query = CatalogQuery(categoryIDs: [124], search: "\"><script>&", limit: 25, offset: 25)
        state.catalog.page = CatalogPage(wines: wines, total: 80)
        return state
    }

    static let expectedMain = """
        <main id="main">
        <nav id="wine-nav" class="app-nav" data-live aria-label="Wine Club">
        <span class="who">Ana &lt;i&gt; O&#39;Lima</span>
        <a class="button secondary" href="/wine/catalog" aria-current="page">Catalog</a>
        <a class="button secondary" href="/wine/cart">Cart <span class="badge" data-cart-quantity="0">0</span></a>
        <a class="button secondary" href="/wine/orders">Orders</a>
        <form method="post" action="/wine/sign-out"><input type="hidden" name="_csrf" value="0123abcd"><button type="submit" class="secondary">Sign out</button></form>
        </nav>
        <div id="wine-error" data-live>
        </div>
        <form class="wine-search" method="get" action="/wine/catalog" role="search" data-live-search>
        <div class="control">
        <label for="q">Search</label>
        <input id="q" name="q" type="search" value="&quot;&gt;&lt;script&gt;&amp;" placeholder="Search wines" autocomplete="off">
        </div>
        <div class="control">
        <label for="category">Category</label>
        <select id="category" name="category">
        <option value="">Every category</option>
        <option value="124" selected>Red &lt;Wine&gt; &amp; &quot;Co&quot;</option>
        <option value="2">Merlot 🍇 &#39;x&#39;</option>
        <option value="3">Rioja?</option>
        <option value="4">{{csrf}} {{{view}}} &lt;% x %&gt;</option>
        </select>
        </div>
        <div class="control">
        <label for="sort">Sort</label>
        <select id="sort" name="sort">
        <option value="name" selected>Name A–Z</option>
        <option value="desc">Name Z–A</option>
        </select>
        </div>
        <button type="submit">Show</button>
        </form>
        <section id="wine-catalog-live" class="catalog" data-live>
        <p class="status">80 wines · page 2 of 4</p>




        <ul class="list wines">
        <li class="row wine" data-wine="7">
        <img class="label" src="/wine/labels/7" alt="" loading="lazy" width="48" height="64">
        <a class="title" href="/wine/wines/7">Château &quot;Rouge&quot; &lt;b&gt;bold&lt;/b&gt; &amp; &#39;Co&#39;</a>
        <span class="price">$19.99</span>
        <form class="quick-add" method="post" action="/wine/catalog/add">
        <input type="hidden" name="_csrf" value="0123abcd"><input type="hidden" name="id" value="7">
        <label class="visually-hidden" for="qty-7">Bottles of Château &quot;Rouge&quot; &lt;b&gt;bold&lt;/b&gt; &amp; &#39;Co&#39;</label>
        <input id="qty-7" class="quantity" name="quantity" type="number" min="1" max="999" value="1" inputmode="numeric">
        <button type="submit" aria-label="Add Château &quot;Rouge&quot; &lt;b&gt;bold&lt;/b&gt; &amp; &#39;Co&#39; to the cart">Add</button>
        </form>
        </li>
        <li class="row wine" data-wine="8">

        <a class="title" href="/wine/wines/8">Cheap?gnilseir 🍷 👨‍👩‍👧</a>
        <span class="price">no price</span>
        <form class="quick-add" method="post" action="/wine/catalog/add">
        <input type="hidden" name="_csrf" value="0123abcd"><input type="hidden" name="id" value="8">
        <label class="visually-hidden" for="qty-8">Bottles of Cheap?gnilseir 🍷 👨‍👩‍👧</label>
        <input id="qty-8" class="quantity" name="quantity" type="number" min="1" max="999" value="1" inputmode="numeric">
        <button type="submit" aria-label="Add Cheap?gnilseir 🍷 👨‍👩‍👧 to the cart">Add</button>
        </form>
        </li>
        <li class="row wine" data-wine="9">
        <img class="label" src="/wine/labels/9" alt="" loading="lazy" width="48" height="64">
        <a class="title" href="/wine/wines/9">עין גדי ?Ein Gedi? &amp;amp;</a>
        <span class="price">$1000.00</span>
        <form class="quick-add" method="post" action="/wine/catalog/add">
        <input type="hidden" name="_csrf" value="0123abcd"><input type="hidden" name="id" value="9">
        <label class="visually-hidden" for="qty-9">Bottles of עין גדי ?Ein Gedi? &amp;amp;</label>
        <input id="qty-9" class="quantity" name="quantity" type="number" min="1" max="999" value="1" inputmode="numeric">
        <button type="submit" aria-label="Add עין גדי ?Ein Gedi? &amp;amp; to the cart">Add</button>
        </form>
        </li>
        </ul>
        <div class="pager">
        <a class="button secondary" href="/wine/catalog?q=%22%3E%3Cscript%3E%26&amp;category=124" rel="prev">← Previous</a>
        <a class="button secondary" href="/wine/catalog?q=%22%3E%3Cscript%3E%26&amp;category=124&amp;page=3" rel="next">Next →</a>
        </div>
        </section>

        </main>
        """
}
