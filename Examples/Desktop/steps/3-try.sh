gesture-replay --scene ~/.config/gestures/desktop.json --actions-log Recordings/InputActions/pinch_in_2
gesture-replay live --scene ~/.config/gestures/desktop.json --actions --actions-log
