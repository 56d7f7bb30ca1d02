/// A property of a parser that did not hold for an input: what broke, so the input comes with
/// a reason. The fuzz drivers stop the fuzzer with it (the input is saved); the replay tests
/// record it as an issue naming the input's file.
struct PropertyFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}

/// Throws `PropertyFailure(message)` when `condition` is false.
func expect(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) throws {
    if !condition() { throw PropertyFailure(message()) }
}
