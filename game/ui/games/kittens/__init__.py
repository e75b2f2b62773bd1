"""The Kittens family at the table (Exploding and Imploding Kittens): its table kit is `kit.KIT`,
its sounds `sounds.SOUNDS`."""
