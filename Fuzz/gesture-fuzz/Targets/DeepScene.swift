import GestureHaptics
import Gestures

/// A scene that uses every part of arbitration the default scene does not: regions nested three
/// deep with every shape, a content shape, a bare container, a region that is not hit-tested;
/// sequenced, simultaneous and exclusive compositions (nested), every priority, every mask,
/// `wait: false`, `simultaneousWith`, accepted contact roles, multi-touch taps and drags.
enum DeepScene {
  /// The scene, checked once; a harness bug traps here.
  static let description: SceneDescription = {
    do {
      return try SceneFile.parse(json, file: "deep-scene.json", extensions: [SceneHaptics.sceneKey])
    } catch {
      fatalError("gesture-fuzz: the deep scene does not load: \(error)")
    }
  }()

  static let json = """
    {"surface": {"units": "mm"},
     "root": {"name": "window", "frame": [0, 0, 300, 200], "content": false,
      "gestures": [
        {"name": "window-sequence", "mask": "subviews",
         "gesture": {"sequenced": [{"longPress": {"minimumDuration": 0.3}}, {"drag": {}}]}},
        {"name": "window-pinch", "priority": "simultaneous", "contacts": ["finger", "thumb"],
         "gesture": {"simultaneously": [{"magnify": {}}, {"rotate": {"minimumAngleDelta": 2}}]}}
      ],
      "children": [
        {"name": "panel", "frame": [10, 10, 180, 180], "shape": {"roundedRectangle":
          {"cornerRadius": 12}}, "contentShape": "rectangle",
         "gestures": [
           {"name": "panel-taps", "priority": "high",
            "gesture": {"exclusively": [{"tap": {"count": 2}}, {"tap": {"count": 1}}]}},
           {"name": "panel-two-finger-drag", "mask": "gesture", "wait": false,
            "gesture": {"drag": {"minimumDistance": 5, "extraTouches": "cancel"}, "touches": 2}}
         ],
         "children": [
           {"name": "button", "frame": [20, 20, 60, 40], "shape": "capsule",
            "gestures": [
              {"name": "button-tap", "haptics": {"ended": "success"},
               "gesture": {"spatialTap": {"maximumMovement": 20}}},
              {"name": "button-hold", "simultaneousWith": ["button-tap"],
               "gesture": {"longPress": {"minimumDuration": 0.2, "maximumDistance": 30}}}
            ],
            "children": [
              {"name": "badge", "frame": [40, 0, 20, 20], "shape": "circle",
               "gestures": [
                 {"name": "badge-sequence", "mask": "none",
                  "gesture": {"sequenced": [{"tap": {}},
                    {"exclusively": [{"longPress": {}}, {"drag": {"minimumDistance": 1}}]}]}}
               ]}
            ]},
           {"name": "overlay", "frame": [0, 0, 180, 180], "allowsHitTesting": false,
            "gestures": [{"name": "overlay-tap", "gesture": {"tap": {}}}]},
           {"name": "star", "frame": [100, 100, 60, 60],
            "shape": {"polygon": [[30, 0], [40, 25], [60, 25], [45, 40], [50, 60], [30, 48],
                                  [10, 60], [15, 40], [0, 25], [20, 25]]},
            "gestures": [
              {"name": "star-three-finger-tap", "gesture": {"tap": {"touches": 3}}},
              {"name": "star-rotate", "contacts": ["finger", "palm", "hovering"],
               "gesture": {"rotate": {}}}
            ]}
         ]},
        {"name": "sidebar", "frame": [200, 0, 100, 200], "content": false,
         "contentShape": {"roundedRectangle": {"cornerRadius": 4}},
         "gestures": [
           {"name": "sidebar-swipe", "gesture": {"drag": {"minimumDistance": 0}}},
           {"name": "sidebar-mixed", "priority": "high", "wait": false,
            "gesture": {"simultaneously": [{"tap": {"count": 3, "maximumGap": 0.5}},
              {"sequenced": [{"magnify": {"minimumScaleDelta": 0.2}}, {"rotate": {}}]}]}}
         ]}
      ]}}
    """
}

extension FuzzTarget {
  /// The deep scene over arbitrary frames.
  static let engineDeep = FuzzTarget(
    name: "engine-deep",
    summary: "touch frames (binary): Engine with a deep scene (nesting, compositions, masks)",
    run: { bytes in
      let scene = Scene(DeepScene.description)
      EngineRun.run(EngineRun.engine(root: scene.root, surface: scene.surface), bytes: bytes)
    },
    seed: { try EngineRun.seed(path: $0, description: $1) })
}
