import Foundation

/// Where a picture is really fetched from.
///
/// The recorded Nenno's menu names its pizzas' pictures at `https://cdn.pbrd.co/images/<file>`,
/// a host that no longer serves them; `kiosk-mock` serves a generated picture for each at
/// `/images/<file>`. Every other URL (wine labels already point at the server the client used)
/// is fetched as it is.
public enum PictureLocation {
    /// The host of the recorded pizza pictures.
    public static let recordedHost = "cdn.pbrd.co"

    /// `<pictures>/images/<file>` for a recorded pizza picture when `pictures` is set; `url`
    /// otherwise.
    public static func locate(_ url: URL, pictures: URL?) -> URL {
        guard let pictures, url.host?.lowercased() == recordedHost, url.path.hasPrefix("/images/"),
              !url.lastPathComponent.isEmpty, url.lastPathComponent != "/" else { return url }
        return pictures.appendingPathComponent("images", isDirectory: true).appendingPathComponent(url.lastPathComponent)
    }
}
