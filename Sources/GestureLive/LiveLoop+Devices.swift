import CLinuxInput
import Gestures
import Glibc

/// Devices coming and going, and their events.
extension LiveLoop {
  /// Opens `node` and adds it to the session.
  func add(node: String) throws(LiveError) {
    if sources.values.contains(where: { $0.device.path == node || $0.clone?.devnode == node }) {
      return
    }
    let device = try EvdevDevice(
      path: node, grab: configuration.grab && !isClone(node), log: libraryNote)
    if device.isClone {
      device.close()
      return
    }
    let index = deviceCount
    deviceCount += 1
    let source = Source(
      device: device, index: index, quirks: configuration.quirks,
      touchpad: configuration.touchpad(for: device.description))
    if configuration.grab, let uinput = configuration.cloneThrough {
      let clone = try EvdevClone(of: device, uinput: uinput)
      source.clone = clone
      handler.liveLoop(
        note:
          "\(node) is grabbed; its clone \(clone.devnode ?? "?") carries on what no gesture claims")
    }
    handler.liveLoop(
      addedDevice: index, name: device.description.name, surface: source.decoder.surface)
    handler.liveLoop(device: index, isA: device.description.kind)
    if let notice = source.decoder.surface?.notice { handler.liveLoop(note: notice) }
    sources[index] = source
    try watch(device.fd, tag: Self.tagDeviceBase + UInt64(index))
    handler.liveLoop(note: "listening to \(node) \(DeviceList.summary(device))")
    // Contacts already down when listening began.
    let state = device.currentStateEvents(at: MonotonicClock.now())
    for e in state { handle(e, from: source) }
  }

  /// Removes device `index`: its contacts are cancelled (and so its gestures in flight).
  func remove(_ index: Int, why: String) {
    guard let source = sources[index] else { return }
    let time = max(MonotonicClock.now(), lastEventTime)
    if source.decoder.cancelAll(at: time) {
      process(source.decoder.frame)
    }
    recorder?.stop(device: index)
    var event = epoll_event()
    _ = epoll_ctl(epfd, EPOLL_CTL_DEL, source.device.fd, &event)
    source.device.close()
    source.clone?.close()
    sources[index] = nil
    removedDevices.append(index)
    handler.liveLoop(
      note:
        "\(source.device.path) \"\(source.device.description.name)\" \(why); its touches were cancelled"
    )
  }

  /// Whether `node` is a clone (opened briefly, never grabbed).
  func isClone(_ node: String) -> Bool {
    guard let d = try? EvdevDevice(path: node, log: libraryNote) else { return false }
    defer { d.close() }
    return d.isClone
  }

  /// A gesture took device `index`'s touches: its clone lifts them and stays silent until they
  /// have all lifted. Nothing for a device without a clone.
  public func claim(device index: Int) {
    sources[index]?.clone?.claim()
  }

  func drain(_ index: Int) throws(LiveError) {
    guard let source = sources[index] else { return }
    let result = try source.device.read { event in handle(event, from: source) }
    if case .gone = result { remove(index, why: "went away") }
  }

  func handle(_ event: EvdevEvent, from source: Source) {
    // The clone first: what the compositor sees is not held up by recognition.
    if let clone = source.clone {
      clone.forward(event)
      if configuration.measuresCloneLatency, !clone.muted, event.type == EventType.syn,
        event.code == SynCode.report, cloneLatencies.count < 1_000_000
      {
        cloneLatencies.append(MonotonicClock.now() - event.time)
      }
    }
    setOrigin(event.time)
    noteEventTime(event.time)
    if event.type == EventType.syn && event.code == SynCode.dropped {
      source.drops += 1
      handler.liveLoop(
        note:
          "\(source.device.path): the kernel dropped events (SYN_DROPPED, \(source.drops) so far); "
          + "resynchronised from the device's state")
    }
    if let recorder {
      do {
        try recorder.write(device: source.index, event)
      } catch {
        handler.liveLoop(note: "recording stopped: \(error.description)")
        self.recorder = nil
      }
    }
    let changed: Bool
    do {
      changed = try source.decoder.feed(event)
    } catch {
      if !source.warned {
        handler.liveLoop(note: "\(source.device.path): \(error.message); its contacts were reset")
        source.warned = true
      }
      if source.decoder.cancelAll(at: event.time, because: .inputStopped) {
        process(source.decoder.frame)
      }
      return
    }
    if changed { process(source.decoder.frame) }
  }

  func libinputEvent(_ event: LibinputSource.Event) {
    switch event {
    case .added(let index, let node, let name, let kind, let summary, let surface):
      deviceCount = max(deviceCount, index + 1)
      handler.liveLoop(addedDevice: index, name: name, surface: surface)
      handler.liveLoop(device: index, isA: kind)
      if let notice = surface?.notice { handler.liveLoop(note: notice) }
      handler.liveLoop(note: "listening to \(node) \(summary) through libinput")
    case .removed(let index, let node, let name):
      removedDevices.append(index)
      handler.liveLoop(note: "\(node) \"\(name)\" was removed; its touches were cancelled")
    case .frame(let frame):
      setOrigin(frame.time)
      noteEventTime(frame.time)
      process(frame)
    }
  }

  func hotplug() {
    guard let monitor else { return }
    while let (action, node) = monitor.next() {
      switch action {
      case .add:
        do {
          try add(node: node)
          if let recorder, !recorder.records(device: deviceCount - 1) {
            handler.liveLoop(
              note: "\(node) is not recorded: a recording's devices are fixed when it starts")
          }
        } catch {
          handler.liveLoop(note: "cannot listen to added device: \(error.description)")
        }
      case .remove:
        if let index = sources.values.first(where: { $0.device.path == node })?.index {
          remove(index, why: "was removed")
        }
      }
    }
  }
}
