import Gestures

print("gesture-replay: not yet")
