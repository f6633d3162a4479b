swift build -c release --product gesture-replay
install -D -m 755 "$(swift build -c release --show-bin-path)/gesture-replay" ~/.local/bin/gesture-replay
install -D -m 644 Examples/Desktop/desktop.json ~/.config/gestures/desktop.json
