"""The Kombat family's table kit (Kombat Kittens)."""
