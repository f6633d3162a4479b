/// Checks an assumption of the engine (a lifecycle pair, a reason with every failure): a trap in
/// debug builds and in the fuzz build (`-DFUZZING`, which is optimized, so the fuzzers still see
/// every broken assumption), compiled out of release builds.
@inline(__always)
package func invariant(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  #if FUZZING
    if !condition() { fatalError(message(), file: file, line: line) }
  #else
    assert(condition(), message(), file: file, line: line)
  #endif
}
