import GestureTraces
import Gestures

let root = Region(name: "window", hasContent: false)
let photo = Region(name: "photo", frame: Rect(x: 20, y: 20, width: 120, height: 80))
photo.gesture(TapGesture(count: 2), name: "double-tap")
photo.gesture(TapGesture(), name: "tap")
photo.gesture(MagnifyGesture(), name: "zoom")
root.addChild(photo)
root.highPriorityGesture(LongPressGesture().sequenced(before: DragGesture()), name: "move")

let output = OutputBuffer(fd: 1)
let log = TransitionLog(format: .text, output: output, deviceNames: ["screen"])
let engine = Engine(root: root, sink: log)
let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "trace.events"
var stream = TouchStream(source: try EvemuReader(path: path))
if let s = stream.decoders[0].surface {
  engine.setSurface(Rect(x: 0, y: 0, width: s.width, height: s.height), device: 0)
}
while let frame = try stream.next() {
  log.origin = stream.startTime ?? frame.time  // times count from the trace's first event
  engine.handle(frame)
}
engine.finish(at: stream.currentTime)
output.flush()  // the buffer writes in large chunks: flush it before the program ends
