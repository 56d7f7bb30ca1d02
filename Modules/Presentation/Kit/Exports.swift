// What the front ends see of the layers below Presentation: the domain's vocabulary (values,
// rules' errors) and the results use cases hand back. The use cases themselves and their ports
// stay out of sight: a front end reaches them only through a view model or an app's
// environment (`WineEnvironment`, …), and `Scripts/check-layers` fails on any of their names
// under `Apps/`.
@_exported import Domain
@_exported import struct UseCases.CartContents
@_exported import struct UseCases.CartItem
@_exported import struct Clocks.Clock
@_exported import struct UseCases.CounterDrop
@_exported import struct UseCases.CounterSyncProgress
@_exported import struct UseCases.CounterSyncReport
@_exported import struct UseCases.CountersOverview
@_exported import struct UseCases.CountersSyncResult
@_exported import struct UseCases.ImportProgress
@_exported import struct UseCases.MenuLoad
@_exported import struct UseCases.StorageReport
import UseCases
