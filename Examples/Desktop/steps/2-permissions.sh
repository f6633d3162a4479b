sudo usermod -aG input "$USER"
sudo install -m 644 Examples/Desktop/60-gestures-uinput.rules /etc/udev/rules.d/
echo uinput | sudo tee /etc/modules-load.d/gestures-uinput.conf
sudo modprobe uinput
sudo udevadm control --reload && sudo udevadm trigger
