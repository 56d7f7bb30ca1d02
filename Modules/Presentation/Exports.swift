// Front ends see the domain's vocabulary (values, errors) and the use cases' types through
// Presentation, the layer they are allowed to import, so that a view model's state can be read
// without a front end importing a lower layer by name.
@_exported import Domain
@_exported import UseCases
