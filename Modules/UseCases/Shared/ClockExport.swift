// The use cases' clock is the one every part of the workspace shares (kiosk-mock too), so it
// lives in a module of its own; it is still the use cases' `Clock` to everything above them.
@_exported import struct Clocks.Clock
