// The kit every Pizza view model is written in (`Store`, `Effect`, the shared words, Domain and
// the use-case results it passes on), imported once for every file of this module and passed on
// to whoever imports it, as `Presentation` does for the front ends.
@_exported import PresentationKit
