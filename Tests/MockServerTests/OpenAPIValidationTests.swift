import Foundation
import MockServerKit
import Testing
import TestSupport

/// The OpenAPI descriptions in `Fixtures/openapi`, the JSON Schema subset they use, and
/// `kiosk-mock --validate`.
@Suite(.hangGuard) struct OpenAPIValidationTests {
    private static let descriptions = MockServerConfiguration.defaultFixturesDirectory.appendingPathComponent("openapi")

    private func schema(_ json: String) throws -> JSONSchema {
        JSONSchema(try JSONParser.parse(json))
    }

    private func violation(_ schema: JSONSchema, _ json: String) throws -> String? {
        schema.violation(of: try JSONParser.parse(json), at: "body")?.description
    }

    private func request(_ method: String, _ target: String, json: String? = nil, contentType: String = "application/json") -> MockRequest {
        let parts = target.split(separator: "?", maxSplits: 1)
        var request = MockRequest(method: method, path: String(parts[0]), query: parts.count > 1 ? String(parts[1]) : "")
        if let json {
            request.headers = MockAnswer.fields([("Content-Type", contentType)])
            request.body = Array(json.utf8)
        }
        return request
    }

    // MARK: Tests

    @Test func theSchemaSubsetNamesThePlaceAndTheRule() throws {
        let counter = try schema(#"""
            {"type": "object", "required": ["id", "count"], "additionalProperties": false,
             "properties": {"id": {"type": "string", "minLength": 1}, "count": {"type": "integer", "minimum": 0, "maximum": 10},
                            "title": {"type": ["string", "null"]}, "kind": {"enum": ["a", "b"]},
                            "tags": {"type": "array", "items": {"type": "string"}}}}
            """#)
        #expect(try violation(counter, #"{"id": "x", "count": 3, "title": null, "kind": "a", "tags": ["t"]}"#) == nil)
        #expect(try violation(counter, #"{"id": "x", "count": 3.0}"#) == nil, "3.0 is an integer in JSON Schema")
        #expect(try violation(counter, #"{"count": 3}"#) == "body.id: is required")
        #expect(try violation(counter, #"{"id": "x", "count": 3.5}"#) == "body.count: must be an integer between 0 and 10")
        #expect(try violation(counter, #"{"id": "x", "count": 11}"#) == "body.count: must be an integer between 0 and 10")
        #expect(try violation(counter, #"{"id": "", "count": 1}"#) == "body.id: must be at least 1 character long")
        #expect(try violation(counter, #"{"id": "x", "count": 1, "title": 5}"#) == "body.title: must be a string or null")
        #expect(try violation(counter, #"{"id": "x", "count": 1, "kind": "c"}"#) == #"body.kind: must be one of "a", "b""#)
        #expect(try violation(counter, #"{"id": "x", "count": 1, "tags": ["t", 2]}"#) == "body.tags[1]: must be a string")
        #expect(try violation(counter, #"{"id": "x", "count": 1, "extra": true}"#) == "body.extra: is not a property the description allows")
        #expect(try violation(counter, #"[]"#) == "body: must be an object")
        // Found by schemathesis: an integer no Int holds is still an integer.
        #expect(try violation(try schema(#"{"type": "integer"}"#), "452673837606020186112") == nil)
        #expect(try violation(try schema(#"{"type": "integer"}"#), "1e400") == "body: must be an integer")
    }

    @Test func referencesResolveInTheWholeDocument() throws {
        let document = try JSONParser.parse(#"""
            {"components": {"schemas": {"Price": {"type": "number", "minimum": 0}}},
             "schema": {"type": "array", "items": {"$ref": "#/components/schemas/Price"}}}
            """#)
        let prices = JSONSchema(try #require(document["schema"]), root: document)
        #expect(prices.violation(of: try JSONParser.parse("[1, 2.5]"), at: "body") == nil)
        #expect(prices.violation(of: try JSONParser.parse("[1, -2]"), at: "body")?.description == "body[1]: must be a number ≥ 0")
    }

    @Test func theRepositoryDescriptionsLoadAndNameEveryServedOperation() throws {
        let validator = try RequestValidator(directory: Self.descriptions)
        #expect(validator.descriptions.map(\.name) == ["counters", "pizza", "wine"])
        let operations = validator.descriptions.flatMap(\.operations).map(\.name)
        for name in ["wineCatalog", "wineCategoryMap", "pizzaIngredients", "pizzaDrinks", "pizzaMenu", "checkout", "countersList", "counterCreate", "counterIncrement", "counterDecrement", "counterDelete"] {
            #expect(operations.contains(name), "\(name)")
        }
    }

    @Test func requestsAreCheckedParameterByParameterAndBodyByBody() throws {
        let validator = try RequestValidator(directory: Self.descriptions)
        func check(_ request: MockRequest) -> String? { validator.violation(of: request)?.description }
        let catalog = "/api/beta2/service.svc/json/catalog"
        #expect(check(request("GET", "\(catalog)?apikey=k&size=10&offset=0&filter=categories(490+124)")) == nil)
        #expect(check(request("GET", "\(catalog)?apikey=k&size=0")) == "query.size: must be an integer between 1 and 100")
        #expect(check(request("GET", "\(catalog)?apikey=k&size=ten")) == "query.size: must be an integer between 1 and 100")
        #expect(check(request("GET", "\(catalog)?apikey=k&offset=-1")) == "query.offset: must be an integer between 0 and 1000000000")
        #expect(check(request("GET", "\(catalog)?size=5")) == "query.apikey: is required")
        #expect(check(request("POST", "/api/v1/counter/inc", json: #"{"id":"abc"}"#)) == nil)
        #expect(check(request("POST", "/API/v1/Counter/Inc/", json: #"{"id":"abc"}"#)) == nil, "paths compare as the mock routes them")
        #expect(check(request("POST", "/api/v1/counter/inc", json: #"{"id":5}"#)) == "body.id: must be a string")
        #expect(check(request("POST", "/api/v1/counter/inc")) == "body: is required")
        #expect(check(request("POST", "/api/v1/counter/inc", json: "id=abc", contentType: "application/x-www-form-urlencoded")) == nil)
        #expect(check(request("POST", "/api/v1/counter/inc", json: "{no", contentType: "application/json"))?.hasPrefix("body: is not JSON") == true)
        #expect(check(request("POST", "/api/v1/counter/inc", json: "x", contentType: "text/plain")) == "header.Content-Type: text/plain is not one of application/json, application/x-www-form-urlencoded")
        #expect(check(request("POST", "/post", json: #"{"pizzas":[{"name":"M","ingredients":[1,"2"]}]}"#)) == "body.pizzas[0].ingredients[1]: must be an integer")
        #expect(check(request("PUT", "/api/v1/counter")) == "method: PUT is not described for /api/v1/counter (described: POST, DELETE)")
        #expect(check(request("GET", "/labels/112875m.jpg")) == nil, "paths no description names are not checked")
    }

    @Test func pathParametersAreReadFromTheTemplateWithTheirTypes() throws {
        let description = try OpenAPIDescription(name: "things", json: Array(#"""
            {"openapi": "3.1.0", "paths": {
              "/things/{id}": {"parameters": [{"name": "id", "in": "path", "schema": {"type": "integer", "minimum": 1}}],
                               "get": {"operationId": "thing", "parameters": [{"name": "X-Team", "in": "header", "required": true, "schema": {"enum": ["wine", "pizza"]}}],
                                       "responses": {"200": {"description": "ok"}}}},
              "/things/all": {"get": {"operationId": "allThings", "responses": {"200": {"description": "ok"}}}}}}
            """#.utf8))
        let validator = RequestValidator(descriptions: [description])
        var thing = request("GET", "/things/7")
        thing.headers = MockAnswer.fields([("X-Team", "wine")])
        #expect(validator.violation(of: thing) == nil)
        #expect(validator.operation(method: "GET", path: "/things/7")?.pathParameters == ["id": "7"])
        #expect(validator.operation(method: "GET", path: "/things/all")?.operation.name == "allThings", "a literal path wins over a template")
        thing.path = "/things/0"
        #expect(validator.violation(of: thing)?.description == "path.id: must be an integer ≥ 1")
        thing.path = "/things/seven"
        #expect(validator.violation(of: thing)?.description == "path.id: must be an integer ≥ 1")
        #expect(validator.violation(of: request("GET", "/things/7"))?.description == "header.X-Team: is required")
    }

    @Test func everyFixtureResponseConformsToItsDescription() throws {
        let validator = try RequestValidator(directory: Self.descriptions)
        var checked = 0
        for fixture in try FixtureLoader.load(from: MockServerConfiguration.defaultFixturesDirectory) {
            guard let (operation, _) = validator.operation(method: fixture.request.method, path: fixture.request.path) else { continue }
            checked += 1
            let violation = operation.violation(ofResponseStatus: fixture.response.status, contentType: fixture.response.header("Content-Type"), body: fixture.response.body)
            #expect(violation == nil, "\(fixture.name): \(violation.map(String.init(describing:)) ?? "")")
        }
        #expect(checked >= 45)
    }

    @Test func withValidateABrokenRequestGetsA400NamingTheRuleAndNeverReachesTheSimulation() async throws {
        let server = try await MockServer.start(configuration: .init(port: 0, validationDescriptions: Self.descriptions))
        defer { Task { await server.stop() } }
        let refused = try await RawHTTP.send(port: server.port, "GET", "/api/beta2/service.svc/json/catalog?apikey=kiosk-demo-key&size=500")
        #expect(refused.status == 400)
        #expect(refused.header("Content-Type")?.hasPrefix("application/json") == true)
        let body = try #require(try refused.json() as? [String: String])
        #expect(body == ["error": "validation", "rule": "query.size: must be an integer between 1 and 100", "place": "query.size"])
        let created = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter/inc", json: #"{"id": 12}"#)
        #expect(created.status == 400)
        #expect(created.text.contains("body.id: must be a string"))
        let traced = try await RawHTTP.send(port: server.port, "TRACE", "/api/v1/counter/inc")
        #expect(traced.status == 405, "an undescribed method is 405, as Prism and schemathesis expect")
        #expect(traced.header("Allow") == "POST")
        let page = try await RawHTTP.send(port: server.port, "GET", "/api/beta2/service.svc/json/catalog?apikey=kiosk-demo-key&size=2")
        #expect(page.status == 200 && page.text.contains("\"Products\""))
        let journal = server.service.journal.snapshot().entries
        #expect(journal.first?.answeredBy == "validation (query.size: must be an integer between 1 and 100)")
        #expect(server.service.counters.counters.isEmpty)
    }

    @Test func withoutValidateTheSameRequestMeetsTheSimulationAsRecorded() async throws {
        let server = try await MockServer.start()
        defer { Task { await server.stop() } }
        let answer = try await RawHTTP.send(port: server.port, "POST", "/api/v1/counter/inc", json: #"{"id": 12}"#)
        #expect(answer.status == 500, "the real server's TypeError page for an unknown id")
    }
}
