import NIOCore

/// The counters list's response as the fast paths write it, encoded once per change of the list
/// and once a second (for `Date`), per connection.
struct EncodedListResponses {
    /// The last encoded response, valid for one list generation and one second.
    private var cached: (generation: UInt64, second: Int, response: ByteBuffer)?

    /// The encoded `answer`, the list's answer at `generation`, from `server`.
    mutating func response(_ answer: MockAnswer, generation: UInt64, server: String) -> ByteBuffer {
        let second = HTTPDate.nowSeconds()
        if let cached, cached.generation == generation, cached.second == second {
            return cached.response
        }
        let response = EncodedResponse(answer, date: HTTPDate.string(seconds: second), server: server).bytes
        cached = (generation, second, response)
        return response
    }
}
