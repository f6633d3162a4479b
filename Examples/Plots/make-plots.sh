gesture-replay plot Recordings/synth/touchscreen-double-tap.events --output Examples/Plots/double-tap.svg
gesture-replay plot Recordings/synth/touchscreen-pinch-out.events --output Examples/Plots/pinch-out.svg
gesture-replay plot Recordings/synth/syn-dropped-mid-drag.events --output Examples/Plots/cancelled-drag.svg
gesture-replay plot Recordings/InputActions/rotate_both_2 --scene Examples/Desktop/desktop.json --output Examples/Plots/desktop-rotate.svg
