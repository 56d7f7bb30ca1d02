import Foundation
import Imaging
import Logging
import Networking

/// The picture loader of both front ends: the shared transport, the thumbnail cache under
/// `<data directory>/images/` (32 MB), failures logged at debug level (`--verbose`), and the
/// recorded pizza pictures fetched from the configured pictures server.
public func makeImageLoader(configuration: KioskConfiguration, transport: any HTTPTransport, logger: Logger) -> ImageLoader {
    let pictures = configuration.pictures
    return ImageLoader(
        transport: transport,
        cache: ThumbnailCache(directory: ThumbnailCache.directory(inCache: configuration.cacheDirectory)),
        locate: { PictureLocation.locate($0, pictures: pictures) },
        log: { logger.debug("\($0)") }
    )
}
