install -D -m 644 Examples/Desktop/gestures.service ~/.config/systemd/user/gestures.service
systemctl --user daemon-reload
systemctl --user enable --now gestures.service
journalctl --user -u gestures.service -f
