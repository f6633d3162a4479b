gesture-replay --scene Examples/Desktop/first-gesture.json --actions-log Recordings/InputActions/rotate_clockwise_2 | grep '  action '
