/// What httpbin's `POST /post` answers: the request as it received it. Only `json` (the body
/// parsed as JSON, or `null` when it was not JSON) matters to checkout; `data` and `headers`
/// help explain a mismatch.
struct HTTPBinEchoDTO: Decodable, Equatable {
    let json: CheckoutBodyDTO?
    let data: String?
    let headers: [String: String]?

    private enum CodingKeys: String, CodingKey { case json, data, headers }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // NB: `json` must be present (null is fine): an answer without it is not an echo.
        guard container.contains(.json) else {
            throw DecodingError.keyNotFound(CodingKeys.json, .init(codingPath: [], debugDescription: "not an httpbin echo"))
        }
        json = try container.decodeIfPresent(CheckoutBodyDTO.self, forKey: .json)
        data = try container.decodeIfPresent(String.self, forKey: .data)
        headers = try container.decodeIfPresent([String: String].self, forKey: .headers)
    }
}
