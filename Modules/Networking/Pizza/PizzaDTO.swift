/// A pizza as the menu sends it and the checkout posts it:
/// `{"name": "Margherita", "ingredients": [1, 2], "imageUrl": "https://…"}`; `imageUrl` may be
/// missing.
struct PizzaDTO: Codable, Equatable {
    let name: String
    let ingredients: [Int]
    let imageUrl: String?

    init(name: String, ingredients: [Int], imageUrl: String?) {
        self.name = name
        self.ingredients = ingredients
        self.imageUrl = imageUrl
    }

    // NB: written by hand so that a pizza without an image has no `imageUrl` key at all (the
    // synthesized encoder would leave it out too, but this keeps the wire format explicit).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(ingredients, forKey: .ingredients)
        try container.encodeIfPresent(imageUrl, forKey: .imageUrl)
    }
}
