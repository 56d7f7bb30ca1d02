// What every Pizza view model is written in: the runtime (`Store`, `Effect`), the shared
// words, and the Domain and use-case results PresentationKit passes on. Re-exported, so a front
// end's Pizza code imports this module alone.
@_exported import PresentationKit
