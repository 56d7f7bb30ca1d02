import Foundation
import Imaging
import Logging
import Networking
import UseCases

/// The picture loader of both front ends: the shared transport, the thumbnail cache under
/// `<data directory>/images/` (32 MB), failures logged at debug level (`--verbose`), and the
/// recorded pizza pictures fetched from the configured pictures server.
public func makeImageLoader(configuration: KioskConfiguration, transport: any HTTPTransport, clock: Clock = .live, logger: Logger) -> ImageLoader {
    let pictures = configuration.pictures
    return ImageLoader(
        transport: transport,
        cache: ThumbnailCache(directory: ThumbnailCache.directory(inCache: configuration.cacheDirectory), clock: clock),
        clock: clock,
        locate: { PictureLocation.locate($0, pictures: pictures) },
        log: { logger.debug("\($0)") }
    )
}
