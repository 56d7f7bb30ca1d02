import ArgumentParser
import Imaging

/// `--images auto|kitty|sixel|blocks|off`: parsed by raw value, the choices listed in `--help`.
extension TerminalGraphics: ExpressibleByArgument {}
