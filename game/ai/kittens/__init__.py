"""CPU players for the Kittens family: Easy and Medium policies, and Hard's playout policy."""
