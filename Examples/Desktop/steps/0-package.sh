make deb
sudo apt install ./.build/deb/gestures_0.1.0-1_amd64.deb
systemctl --user enable --now gestures.service
