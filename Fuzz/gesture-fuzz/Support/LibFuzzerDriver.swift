#if FUZZING
  import CLibFuzzer
  import Glibc

  /// The target and budget libFuzzer's callback runs; set once, before the driver starts (the
  /// callback is a C function pointer and cannot capture them).
  nonisolated(unsafe) private var current: (target: FuzzTarget, budget: CPUTimeBudget)?
  /// The command line handed to libFuzzer, kept for the life of the process.
  nonisolated(unsafe) private var driverArguments: [UnsafeMutablePointer<CChar>?] = []

  /// The libFuzzer build's entry: runs `LLVMFuzzerRunDriver` with libFuzzer's own arguments
  /// (flags, corpus folders, or files to reproduce) and `target` as the callback.
  ///
  /// The target goes first as `--target=NAME`, which libFuzzer ignores (it skips flags that start
  /// with `--`) but repeats on the command lines of its `-fork` and `-merge` child processes,
  /// so they run the same target.
  enum LibFuzzerDriver {
    static func run(_ target: FuzzTarget, arguments: [String]) -> Int32 {
      // One input before the driver starts, outside the budget: lazily made globals and the
      // runtime's caches are allocated here, not in the first measured input (and are not
      // taken for a leak of it).
      target.run([])
      current = (target, CPUTimeBudget.fromEnvironment())
      let all = [CommandLine.arguments[0], "--target=\(target.name)"] + arguments
      driverArguments = all.map { strdup($0) } + [nil]
      var argc = Int32(all.count)
      return driverArguments.withUnsafeMutableBufferPointer { buffer in
        var argv = buffer.baseAddress
        return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
          let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
          let (target, budget) = current!
          budget.measure(target: target.name) { target.run(bytes) }
          return 0
        }
      }
    }
  }

  /// libFuzzer's archive brings its own `main`, which calls this function; SwiftPM links the
  /// executable with `--defsym main=<module>_main`, so the program's main runs instead and this
  /// is never called. It has to exist for the link to succeed.
  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fatalError("gesture-fuzz: libFuzzer's own main ran instead of the program's")
  }
#endif
