// gesture-soak: an hour (by default) of synthesized touch input with known truth, replayed as
// fast as it goes through Session on two scenes at once, sampling resident memory every
// simulated minute. Exit 0 when every gesture did what the generator says and memory stayed
// flat; 1 when not; 2 for a usage error.
//
//   gesture-soak [--minutes N] [--seed S] [--record-dir DIR] [--max-growth F]
//
// The default scene runs with its haptics and an evemu recording, text log; the deep scene
// (SoakScene.deepScene) with its haptics, a libinput record recording and the JSON log with
// explanations. Logs go to /dev/null; recordings too, unless --record-dir names a directory:
// then each recording is replayed at the end and must make its session's very transitions.
import GestureTraces
import Gestures
import Glibc

var options = SoakOptions()
do {
  options = try SoakOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  print("gesture-soak: \(error.message)\n\(SoakOptions.usage)")
  exit(2)
}
do {
  let report = try SoakRun(options: options).run()
  exit(report ? 0 : 1)
} catch {
  print("gesture-soak: \(error.description)")
  exit(1)
}
