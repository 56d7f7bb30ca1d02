import Foundation
import Presentation
import Testing
import TestSupport
@testable import kiosk_web

/// A page reads the same from its values reflected once (`TemplateTree`) as from the views
/// themselves: every template, drawn both ways from the same view, gives the same text.
@Suite(.hangGuard) struct TemplateTreeTests {
    @Test func everyWinePageIsTheSameDrawnFromTheTree() async throws {
        let pages = try await WebPages.load(limits: WebLimits())
        let chrome = PageChrome(title: "Catalog · Wine Club", appName: "Wine Club", banner: Banner(message: "Offline", retryAction: "/wine/retry",
                                fields: [HiddenField(name: "q", value: "merlot & <napa>")]),
                                notice: "Added 2 bottles", liveURL: "/wine/catalog?live=1", assets: pages.assets)
        for state in Self.wineStates() {
            let view = WineView(state, catalogURL: CatalogAddress.url, parts: pages.parts)
            for template in ["wine-catalog", "wine-detail", "wine-cart", "wine-orders", "wine-sign-in", "wine-new-employee", "wine-thanks"] {
                let context = PageContext(csrf: "0123abcd", chrome: chrome, view: view)
                let direct = pages.templates.render(context, withTemplate: template)
                let tree = pages.templates.render(TemplateTree.of(context), withTemplate: template)
                #expect(direct != nil)
                #expect(direct == tree, "\(template) for route \(state.route)")
            }
        }
    }

    @Test func theHomeAndCountersPagesAreTheSameDrawnFromTheTree() async throws {
        let pages = try await WebPages.load(limits: WebLimits())
        let chrome = PageChrome(title: "Kiosk", appName: "Kiosk", isHome: true, assets: pages.assets)
        let home = PageContext(csrf: "t", chrome: chrome, view: HomeView(apps: KioskApp.allCases, paths: [.wine: "/wine", .pizza: "/pizza"]))
        #expect(pages.templates.render(home, withTemplate: "home") == pages.templates.render(TemplateTree.of(home), withTemplate: "home"))
        let counters = PageContext(csrf: "t", chrome: chrome, view: CountersView(CountersPageFeature.State()))
        #expect(pages.templates.render(counters, withTemplate: "counters") == pages.templates.render(TemplateTree.of(counters), withTemplate: "counters"))
    }

    @Test func anEmptyOptionalIsMissingAndAFilledOneHoldsItsValue() throws {
        let tree = try #require(TemplateTree.of(HiddenFieldPair(first: HiddenField(name: "a", value: "b"), second: nil)) as? [String: Any])
        #expect(tree["second"] == nil)
        let first = try #require(tree["first"] as? [String: Any])
        #expect(first["name"] as? String == "a")
        #expect(first["value"] as? String == "b")
    }

    @Test func aRowAndACategoryGiveTheFieldsReflectionWouldFind() {
        let values: [any TemplateFields] = [
            WineView.CatalogRow(id: 7, name: "A & B", price: "$1.00", label: "/wine/labels/7", href: "/wine/wines/7"),
            WineView.CatalogRow(id: 8, name: "C", price: "no price", label: nil, href: "/wine/wines/8"),
            WineView.Category(id: 2, name: "Merlot", selected: true),
        ]
        for value in values {
            let reflected = Mirror(reflecting: value).children.reduce(into: [String: String]()) { fields, child in
                guard let label = child.label else { return }
                let field = Mirror(reflecting: child.value)
                guard field.displayStyle == .optional else { fields[label] = String(describing: child.value); return }
                fields[label] = field.children.first.map { String(describing: $0.value) }
            }
            #expect(value.templateFields.mapValues { String(describing: $0) } == reflected)
        }
    }

    private struct HiddenFieldPair {
        var first: HiddenField?
        var second: HiddenField?
    }

    /// Wine states covering each page's parts: rows with and without labels and prices, a
    /// selected category, both pager links, an empty catalog, a wine, a cart, errors.
    static func wineStates() -> [WineFeature.State] {
        let red = WineCategory(id: 124, name: "Red Wine", group: .wineType)
        let wines = (1...30).map { id in
            Wine(id: id, name: "Wine \(id) <\"Cellars\"> & Co", labelURL: id % 3 == 0 ? nil : "http://x/\(id).jpg",
                 description: "Dry", vintage: id % 2 == 0 ? "2019" : nil, wineType: red,
                 priceRetail: id % 4 == 0 ? nil : Money(cents: 1_000 + id))
        }
        var catalog = WineFeature.State()
        catalog.routes = [.signIn, .catalog]
        catalog.employee = try? Employee(id: 1, pin: PIN("2468"), firstName: "Ana", lastName: "Lima", email: nil, hireDate: Date(timeIntervalSince1970: 0))
        catalog.catalog.categories = [red, WineCategory(id: 2, name: "Merlot", group: .varietal)]
        catalog.catalog.query = CatalogQuery(categoryIDs: [124], search: "cellars", limit: 25, offset: 25)
        catalog.catalog.page = CatalogPage(wines: wines, total: 80)
        var empty = WineFeature.State()
        empty.routes = [.signIn, .catalog]
        empty.catalog.page = CatalogPage(wines: [], total: 0)
        var detail = catalog
        detail.routes.append(.detail)
        var wine = WineDetailFeature.State(wineID: 3)
        wine.wine = wines[2]
        wine.inCart = 2
        wine.error = .validation(field: "quantity", rule: "must be from 1 to 999")
        detail.detail = wine
        var signIn = WineFeature.State()
        signIn.signIn.error = .validation(field: "pin", rule: "must be 4 to 8 digits long")
        var newEmployee = WineFeature.State()
        newEmployee.routes = [.signIn, .newEmployee]
        return [WineFeature.State(), catalog, empty, detail, signIn, newEmployee]
    }
}
