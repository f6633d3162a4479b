sudo install -m 644 Examples/Desktop/70-gestures.rules /etc/udev/rules.d/
echo uinput | sudo tee /etc/modules-load.d/gestures-uinput.conf
sudo modprobe uinput
sudo udevadm control --reload && sudo udevadm trigger
