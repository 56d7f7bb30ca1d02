import Hummingbird

/// `/static/NAME`: the stylesheet and scripts, from memory, cached for a year (their links
/// carry a content hash, see `StaticAssets`).
enum StaticRoutes {
    /// Adds `GET /static/:name`.
    static func register(on router: WebRouter, assets: StaticAssets) {
        router.get("/static/:name") { _, context in
            guard let name = context.parameters.get("name"), let asset = assets[name] else { throw WebError.notFound }
            return Response(
                status: .ok,
                headers: [.contentType: asset.contentType, .cacheControl: "public, max-age=31536000, immutable"],
                body: .init(byteBuffer: ByteBuffer(bytes: asset.bytes))
            )
        }
    }
}
