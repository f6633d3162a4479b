// Temporary: the default scene lands with the recognizers (branch recog).
enum DefaultScene { static func make() -> Region { Region(name: "root") } }
