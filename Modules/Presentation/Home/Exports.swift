// The umbrella a front end imports: the home screen (this module), and every app's view models,
// each a module of its own so a change to one app's features recompiles none of the others'.
@_exported import CountersPresentation
@_exported import PizzaPresentation
@_exported import PresentationKit
@_exported import WinePresentation
