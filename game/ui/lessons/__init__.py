"""Learn to play: guided lessons on fixed tables (scenario files the game ships), a hint that
points at the control to use, and CPUs that play the lesson's script."""
