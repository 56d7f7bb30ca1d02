// The whole program is the KioskWebApp library (Apps/Web); see KioskWebProgram.
import KioskWebApp

await KioskWebProgram.main()
