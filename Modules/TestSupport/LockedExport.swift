// The test doubles guard their state with `Locked`, which lives beside the loopback server
// (the module the benchmark executable links without Swift Testing) so both share one.
@_exported import class LoopbackServer.Locked
