@testable import MockServerKit
import NIOCore
import NIOEmbedded
import Testing

/// What `HotRequest` recognises in raw bytes (a strict subset of what NIO's decoder parses), and
/// how `MockRawFastPathHandler` hands everything else to the decoder.
@Suite struct HotRequestTests {
    static let list = "GET /api/v1/counters HTTP/1.1\r\nHost: x\r\n\r\n"

    private func parse(_ text: String) -> HotRequest? {
        HotRequest.parse(ByteBuffer(string: text).readableBytesView)
    }

    @Test func aPlainListRequestIsRecognisedWithItsTargetFieldsAndLength() throws {
        let text = "GET /API/v1/Counters// HTTP/1.1\r\nHost: kiosk-mock.test\r\nAccept:   application/json\r\nX-Empty:\r\nx-dup: 1\r\nX-Dup: 2\r\n\r\n"
        let request = try #require(parse(text + Self.list))
        #expect(request.target == "/API/v1/Counters//")
        #expect(request.length == text.utf8.count)
        #expect(request.headers.map { [$0.name, $0.value] } == [
            ["Host", "kiosk-mock.test"], ["Accept", "application/json"], ["X-Empty", ""], ["x-dup", "1"], ["X-Dup", "2"],
        ])
        #expect(try #require(parse("GET /api/v1/counters HTTP/1.1\r\n\r\n")).headers.isEmpty)
    }

    @Test(arguments: [
        "POST /api/v1/counters HTTP/1.1\r\nHost: x\r\n\r\n",
        "get /api/v1/counters HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET /api/v1/counters?limit=1 HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET /api/v1/%63ounters HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET /api/v1/counters/x HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET http://x/api/v1/counters HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET /api/v1/counters HTTP/1.0\r\nHost: x\r\n\r\n",
        "GET /api/v1/counters  HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET /api/v1/counters HTTP/1.1\r\nConnection: close\r\n\r\n",
        "GET /api/v1/counters HTTP/1.1\r\ncontent-length: 0\r\n\r\n",
        "GET /api/v1/counters HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        "GET /api/v1/counters HTTP/1.1\r\nUpgrade: websocket\r\n\r\n",
        "GET /api/v1/counters HTTP/1.1\r\nExpect: 100-continue\r\n\r\n",
        "GET /api/v1/counters HTTP/1.1\r\nTE: trailers\r\n\r\n",
        "GET /api/v1/counters HTTP/1.1\nHost: x\n\n",
        "GET /api/v1/counters HTTP/1.1\r\nHost: x \r\n\r\n",
        "GET /api/v1/counters HTTP/1.1\r\nHost: a\tb\r\n\r\n",
        "GET /api/v1/counters HTTP/1.1\r\nX-Note: café\r\n\r\n",
        "GET /api/v1/counters HTTP/1.1\r\nHost : x\r\n\r\n",
        "GET /api/v1/counters HTTP/1.1\r\nX-Long: a\r\n b\r\n\r\n",
        "GET /api/v1/counters HTTP/1.1\r\n: x\r\n\r\n",
        "GET /api/v1/counters HTTP/1.1\r\nHost: x\r\n",
        "GET /api/v1/counters HTTP/1.1\r\nHost: x\r\n\r",
        "GET /api/v1/coun",
        "",
    ])
    func anythingButAPlainWholeListRequestIsLeftToTheDecoder(text: String) {
        #expect(parse(text) == nil)
    }

    @Test func aRequestLargerThan8KBIsLeftToTheDecoder() {
        let fields = (0..<200).map { "X-Field-\($0): \(String(repeating: "v", count: 40))\r\n" }.joined()
        #expect(parse("GET /api/v1/counters HTTP/1.1\r\n\(fields)\r\n") == nil)
    }

    // MARK: - The handler

    private func channel(fastPath: Bool = true) throws -> (EmbeddedChannel, MockService) {
        let service = try MockService(configuration: .init(port: 0, fastPath: fastPath))
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandler(MockRawFastPathHandler(service: service, serverName: "kiosk-mock"))
        return (channel, service)
    }

    private func answers(_ channel: EmbeddedChannel) throws -> [String] {
        var answers: [String] = []
        while let buffer = try channel.readOutbound(as: ByteBuffer.self) { answers.append(String(buffer: buffer)) }
        return answers
    }

    private func forwarded(_ channel: EmbeddedChannel) throws -> String {
        var text = ""
        while let buffer = try channel.readInbound(as: ByteBuffer.self) { text += String(buffer: buffer) }
        return text
    }

    @Test func pipelinedListRequestsAreAnsweredInOrderAndTheRestGoesToTheDecoderWhole() throws {
        let (channel, service) = try channel()
        try channel.writeInbound(ByteBuffer(string: Self.list + Self.list))
        let answered = try answers(channel)
        #expect(answered.count == 2)
        #expect(answered.allSatisfy { $0.hasPrefix("HTTP/1.1 200 OK\r\n") && $0.hasSuffix("\r\n\r\n[]") })
        #expect(try forwarded(channel).isEmpty)
        #expect(service.fastPathAnswerCount == 2)
        let create = "POST /api/v1/counter HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}"
        try channel.writeInbound(ByteBuffer(string: Self.list + create + Self.list))
        #expect(try answers(channel).count == 1)
        #expect(try forwarded(channel) == create + Self.list)
        #expect(service.fastPathAnswerCount == 3)
        #expect(service.journal.snapshot().entries.map(\.path) == ["/api/v1/counters", "/api/v1/counters", "/api/v1/counters"])
    }

    /// Once the decoder has seen a byte it may hold part of a request: from then on the
    /// connection's bytes are all the decoder's, plain requests included. (Here the second
    /// write looks like a list request and is the body the first one announced.)
    @Test func onceAByteGoesToTheDecoderEveryByteAfterItDoes() throws {
        let (channel, service) = try channel()
        let create = "POST /api/v1/counter HTTP/1.1\r\nContent-Length: \(Self.list.utf8.count)\r\n\r\n"
        try channel.writeInbound(ByteBuffer(string: create))
        try channel.writeInbound(ByteBuffer(string: Self.list))
        try channel.writeInbound(ByteBuffer(string: "GET /api/v1/coun"))
        try channel.writeInbound(ByteBuffer(string: "ters HTTP/1.1\r\nHost: x\r\n\r\n"))
        #expect(try answers(channel).isEmpty)
        #expect(try forwarded(channel) == create + Self.list + Self.list)
        #expect(service.fastPathAnswerCount == 0)
    }

    @Test func withoutTheFastPathEveryByteGoesToTheDecoder() throws {
        let (channel, service) = try channel(fastPath: false)
        try channel.writeInbound(ByteBuffer(string: Self.list))
        #expect(try answers(channel).isEmpty)
        #expect(try forwarded(channel) == Self.list)
        #expect(service.fastPathAnswerCount == 0)
    }
}
