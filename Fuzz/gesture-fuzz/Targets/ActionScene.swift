import GestureActions
import Gestures

/// A scene that binds every kind of action and every condition to gestures a stream of
/// arbitrary touches can reach, for the `actions` target: per-step repeats of translation,
/// rotation and magnification with reverse steps, axes, acceleration and rate limits;
/// directions, minimums and device filters on `ended`; keys, buttons at the pointer and at the
/// touch, scrolls, pointer motion, programs and shell lines with timeouts (logged, never run);
/// bindings on attachments, by gesture name and by region path; touchscreen and touchpad
/// gestures, libinput's clicks included.
enum ActionScene {
  /// The scene file, checked once; a harness bug traps here.
  static let description: SceneDescription = {
    do {
      return try SceneFile.parse(
        Array(json.utf8), file: "action-scene.json", extensions: [SceneActions.sceneKey])
    } catch {
      fatalError("gesture-fuzz: the action scene does not load: \(error)")
    }
  }()

  /// A new scene and its bindings (a scene holds the recognizers' state: one per input).
  static func load() -> (scene: Scene, actions: SceneActions) {
    let scene = Scene(description, file: "action-scene.json")
    do {
      return (scene, try SceneActions(scene))
    } catch {
      fatalError("gesture-fuzz: the action scene's actions do not load: \(error)")
    }
  }

  static let json = """
    {"root": {"name": "desk", "content": false, "children": [
      {"name": "screen", "devices": "touchscreen", "gestures": [
        {"name": "pan", "priority": "simultaneous", "gesture": {"drag": {"minimumDistance": 4}},
         "actions": {"changed": [
           {"every": 8, "of": "translation", "axis": "auto", "scroll": "down", "clicks": 2,
            "accelerate": {"speed": 40, "maximum": 6}, "reverse": {"scroll": "up"}},
           {"every": 30, "axis": "x", "move": [12, -3], "rateLimit": 0.02}],
          "ended": [
           {"direction": ["left", "upLeft"], "minimum": 25, "key": ["ctrl+alt+Left", "Escape"]},
           {"direction": "right", "minimum": 25, "run": ["true", "right"], "timeout": 0.5}]}},
        {"name": "turn", "priority": "simultaneous", "wait": false,
         "gesture": {"rotate": {"touches": 2, "minimumAngleDelta": 3}},
         "actions": {"changed": {"every": 15, "of": "rotation", "key": "volumeup",
                                 "reverse": {"key": "volumedown"}, "rateLimit": 0.05}}},
        {"name": "zoom", "priority": "simultaneous",
         "gesture": {"magnify": {"minimumScaleDelta": 0.02}},
         "actions": {"changed": {"every": 0.1, "of": "magnification", "key": "ctrl+equal",
                                 "reverse": {"key": "ctrl+minus"}},
                     "ended": [{"direction": "in", "minimum": 0.2, "key": "super+s"},
                               {"direction": "out", "minimum": 0.2, "shell": "exit 3"}]}},
        {"name": "hold", "gesture": {"longPress": {"minimumDuration": 0.4}},
         "actions": {"ended": {"button": "right", "at": "touch"}}},
        {"name": "double", "gesture": {"tap": {"count": 2}},
         "actions": {"ended": {"button": "left", "clicks": 2, "devices": "touchscreen"}}}
      ], "children": [
        {"name": "edge", "frame": {"edge": "left", "band": 15}, "gestures": [
          {"name": "edge-swipe", "gesture": {"swipe": {"directions": ["right"],
            "minimumDistance": 30, "minimumVelocity": 100}}}]}
      ]},
      {"name": "pad", "devices": "touchpad", "gestures": [
        {"name": "pad-pinch", "priority": "simultaneous",
         "gesture": {"touchpad": {"kind": "pinch", "touches": 2}},
         "actions": {"changed": {"every": 10, "of": "rotation", "key": "brightnessup",
                                 "reverse": {"key": "brightnessdown"}}}},
        {"name": "pad-swipe", "priority": "simultaneous",
         "gesture": {"touchpad": {"kind": "swipe", "touches": 3}},
         "actions": {"changed": {"every": 20, "axis": "y", "key": "super+Page_Down",
                                 "reverse": {"key": "super+Page_Up"}}}},
        {"name": "pad-hold", "priority": "simultaneous",
         "gesture": {"touchpad": {"kind": "hold", "touches": 4}}},
        {"name": "pad-tap", "priority": "simultaneous",
         "gesture": {"touchpad": {"kind": "tap", "touches": 3}},
         "actions": {"ended": {"button": "middle"}}},
        {"name": "pad-click", "priority": "simultaneous",
         "gesture": {"touchpad": {"kind": "click", "touches": 2}}}
      ]}
    ]},
     "actions": {
       "edge-swipe.ended": {"key": "super+a", "rateLimit": 1},
       "pad-hold.began": {"run": ["sleep", "5"], "timeout": 0.2},
       "pad-click.ended": [{"button": "right"}, {"shell": "echo clicked", "rateLimit": 0.5}],
       "desk/pad/pad-tap.ended": {"scroll": "left", "clicks": 3}
     }}
    """
}
