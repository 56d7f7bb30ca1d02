import Foundation
import Presentation
import TestSupport
import UseCases

/// The Wine Club over in-memory stores (TestSupport's kit), with the view-model tests' wines.
typealias WineFeatureFixture = WineTestEnvironment

extension WineTestEnvironment {
    static let red = WineCategory(id: 124, name: "Red Wine", group: .wineType)
    static let merlot = WineCategory(id: 138, name: "Merlot", group: .varietal)
    static let wines = [
        Wine(id: 1, name: "Duckhorn Merlot", description: "", varietal: merlot, wineType: red),
        Wine(id: 2, name: "Aalto", description: "<p>Dark &amp; dense.</p>", wineType: red),
        Wine(id: 3, name: "Zind Riesling"),
    ]

    /// Imports the wines above, and has wine.com serve them.
    func seed() throws {
        try catalog.upsertCategories([Self.red, Self.merlot])
        try catalog.upsertWines(Self.wines)
        gateway.serve(categories: [Self.red, Self.merlot], wines: Self.wines)
    }

    /// Registers Ana and signs her in.
    @discardableResult
    func signIn() throws -> Employee {
        let employee = try club.registerEmployee(pin: "1234", firstName: "Ana", lastName: "Lima", email: "ana@example.com")
        _ = try club.signIn(pin: "1234")
        return employee
    }
}
