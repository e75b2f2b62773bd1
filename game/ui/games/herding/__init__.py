"""The Herding Cats table kit (`kit.KIT`): herds, declarations, challenges and Laser Pointers."""
