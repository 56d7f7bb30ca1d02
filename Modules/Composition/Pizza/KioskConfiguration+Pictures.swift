import Foundation

extension AppSetting {
    /// Where the recorded pizza pictures are fetched: an http(s) server, or `none` to fetch the
    /// recorded URLs as they are. `--server` sets it too.
    public static let pizzaPictures = AppSetting(
        variable: "KIOSK_PICTURES_URL", summary: "where pizza pictures come from (none: as recorded)", followsServer: true
    ) { value, field in
        guard value.lowercased() != "none" else { return }
        _ = try KioskConfiguration.parseServer(value, field: field)
    }
}

extension KioskConfiguration {
    /// Where the recorded pizzas' pictures are fetched: `<pictures>/images/<file>` instead of
    /// their dead `https://cdn.pbrd.co/images/<file>` URLs (`PictureLocation`); `nil` fetches
    /// the URLs as they are. `--server`, else `KIOSK_PICTURES_URL` (`none`: `nil`), else the
    /// local kiosk-mock.
    public var pictures: URL? {
        if let server { return server }
        guard let value = settings[.pizzaPictures] else { return Self.defaultServer }
        // NB: the value was checked when the configuration was resolved.
        return value.lowercased() == "none" ? nil : try? Self.parseServer(value, field: AppSetting.pizzaPictures.variable)
    }
}
