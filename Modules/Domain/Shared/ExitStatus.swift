/// The exit statuses of every Kiosk command, fixed for the whole tool and listed in
/// `kiosk --help`. The numbers follow BSD `sysexits.h` where one fits.
public enum ExitStatus {
    /// Success.
    public static let success: Int32 = 0
    /// An unexpected failure.
    public static let failure: Int32 = 1
    /// A usage or validation error (`EX_USAGE`).
    public static let usage: Int32 = 64
    /// A conflict with stored data, such as a duplicate (`EX_DATAERR`).
    public static let conflict: Int32 = 65
    /// Nothing by that name or id (`EX_NOINPUT`).
    public static let notFound: Int32 = 66
    /// Not signed in, or a wrong PIN (`EX_NOUSER`).
    public static let notSignedIn: Int32 = 67
    /// A service is unreachable or failing (`EX_UNAVAILABLE`).
    public static let unavailable: Int32 = 69

    /// Every status with its meaning, in the order `--help` lists them.
    public static let all: [(code: Int32, meaning: String)] = [
        (success, "ok"),
        (failure, "unexpected failure"),
        (usage, "usage or validation error"),
        (conflict, "conflict (e.g. a duplicate)"),
        (notFound, "not found"),
        (notSignedIn, "not signed in or wrong PIN"),
        (unavailable, "service unavailable (API unreachable or failing)"),
    ]
}
