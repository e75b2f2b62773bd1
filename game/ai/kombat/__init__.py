"""CPU players for Kombat Kittens."""
