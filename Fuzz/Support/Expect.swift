/// Stops the fuzzer with `message` when `condition` is false. Unlike `precondition`, which an
/// optimised build stops without a word, it says what broke, so the saved input comes with a
/// reason.
func expect(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
    if !condition() { fatalError(message(), file: file, line: line) }
}
