import GestureTraces
import Gestures

/// ``MultitouchDecoder`` fed arbitrary evdev events for a device described by the input's first
/// bytes (``DeviceBytes``): axes, ranges, resolutions, properties, keys, so protocol A, B or
/// single touch, touchpad or touchscreen, judged or not.
extension FuzzTarget {
  static let decoder = FuzzTarget(
    name: "decoder",
    summary: "a device description and evdev events (binary): MultitouchDecoder.feed",
    run: { bytes in
      var input = FuzzBytes(bytes)
      let (device, judges) = DeviceBytes.device(&input)
      var decoder = MultitouchDecoder(device: device, rules: judges ? nil : ContactRules.none)
      var time = FuzzTime.start(input.u64())
      var contacts = 0
      while let event = DeviceBytes.event(&input, after: time) {
        time = event.time
        // A decode error is an outcome; the stream goes on, as live input does.
        if (try? decoder.feed(event)) == true { contacts += decoder.frame.contacts.count }
      }
      blackHole(contacts)
    },
    seed: { path, description in
      var source = try TraceFile.open(path: path, descriptionPath: description)
      var events: [EvdevEvent] = []
      while let record = try source.next(), events.count < 1500 {
        if record.device == 0 { events.append(record.event) }
      }
      return DeviceBytes.bytes(device: source.devices[0], judges: true, events: events)
    })
}
