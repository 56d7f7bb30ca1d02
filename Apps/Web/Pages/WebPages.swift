import Foundation
import HTTPTypes
import Hummingbird
import Imaging

/// What every route needs to answer: the templates, the static files and the limits, with the
/// helpers that turn a rendered page or a redirect into a response.
struct WebPages: Sendable {
    /// The templates, by file name without `.mustache`.
    let templates: HTMLTemplateLibrary
    /// The files under `/static/`.
    let assets: StaticAssets
    /// The server's bounds (the POST settle time, the body limit).
    let limits: WebLimits
    /// The parts of pages drawn once and kept.
    let parts: PageParts

    /// Loads the templates and static files shipped in the bundle.
    ///
    /// NB: SwiftPM copies `Templates/` and `Static/` beside the executable
    /// (`Kiosk_KioskWebApp.resources`); `Bundle.module` finds them there, or in the build folder.
    ///
    /// - Throws: when a template does not parse or a folder is missing.
    static func load(limits: WebLimits) async throws -> WebPages {
        guard let templates = Bundle.module.url(forResource: "Templates", withExtension: nil),
              let statics = Bundle.module.url(forResource: "Static", withExtension: nil) else {
            throw WebError.internalError("the Templates and Static folders are missing from the bundle")
        }
        let library = try HTMLTemplateLibrary(directory: templates)
        return WebPages(templates: library, assets: try StaticAssets(directory: statics), limits: limits, parts: PageParts(templates: library))
    }

    /// The page `template` rendered with `context`, as an HTML response that is never cached.
    ///
    /// - Throws: `WebError.internalError` for an unknown template (a bug).
    func html<View>(_ template: String, _ context: PageContext<View>, status: HTTPResponse.Status = .ok) throws -> Response {
        Response(
            status: status,
            headers: [.contentType: WebHeaders.html, .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: try pageBytes(template, context)))
        )
    }

    /// The text of the page `template` rendered with `context`.
    ///
    /// Every value of it has lost its bidi embeddings, overrides and isolates and its control
    /// characters, as on the terminal (`terminalSafe`, in `HTMLTemplateLibrary`): a right-to-left
    /// override in a wine's name cannot reverse the price after it.
    ///
    /// - Throws: `WebError.internalError` for an unknown template (a bug).
    func page<View>(_ template: String, _ context: PageContext<View>) throws -> String {
        String(decoding: try pageBytes(template, context), as: UTF8.self)
    }

    /// `page(_:_:)` as the UTF-8 a response carries.
    func pageBytes<View>(_ template: String, _ context: PageContext<View>) throws -> [UInt8] {
        guard let bytes = templates.renderBytes(.fields(context.templateFields), withTemplate: template) else {
            throw WebError.internalError("no template named \(template)")
        }
        return bytes
    }

    /// A picture for an `<img>`: its bytes with the type read from them; a browser may keep it
    /// for a day (a label does not change under its wine's number).
    static func picture(_ file: PictureFiles.File) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: file.contentType, .cacheControl: "private, max-age=86400"],
            body: .init(byteBuffer: ByteBuffer(bytes: file.data))
        )
    }

    /// A 303 to `location` (a path on this server): the answer to every POST, so a reload never
    /// sends a form again.
    func redirect(to location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location, .cacheControl: "no-store"])
    }
}
