/**
 * A set of order ids kept as 52-bit hashes in one typed array (open addressing), so that the ids
 * of a 1M-order file take about 16 MB instead of a JS Set's ~80 MB of strings. Two ids with one
 * hash count as one: callers use it only where a false "already seen" costs time, never
 * correctness (scanOrderKeys stages such an order's lines instead of reading them directly).
 */
export class OrderKeySet {
  private slots: Float64Array;
  private count = 0;

  constructor(initialSlots = 1 << 16) {
    this.slots = new Float64Array(initialSlots);
  }

  get size(): number {
    return this.count;
  }

  has(key: string): boolean {
    const hash = hashOrderKey(key);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const stored = this.slots[slot]!;
      if (stored === 0) return false;
      if (stored === hash) return true;
    }
  }

  /** Adds the key; false when it (or another id with its hash) was there already. */
  add(key: string): boolean {
    if ((this.count + 1) * 2 > this.slots.length) this.grow();
    return this.insert(hashOrderKey(key));
  }

  private insert(hash: number): boolean {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const stored = this.slots[slot]!;
      if (stored === hash) return false;
      if (stored === 0) {
        this.slots[slot] = hash;
        this.count++;
        return true;
      }
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Float64Array(old.length * 2);
    this.count = 0;
    for (const hash of old) if (hash !== 0) this.insert(hash);
  }
}

/**
 * Two FNV-1a hashes of the id's UTF-16 units (different offsets) as one integer of 1..2^52: the
 * low 32 bits from one, the next 20 from the other. Never 0, the empty slot.
 */
export function hashOrderKey(key: string): number {
  let low = 0x811c9dc5;
  let high = 0x01000193 ^ key.length;
  for (let index = 0; index < key.length; index++) {
    const unit = key.charCodeAt(index);
    low = Math.imul(low ^ unit, 0x01000193);
    high = Math.imul(high ^ unit, 0x5bd1e995);
  }
  const hash = (high >>> 12) * 0x1_0000_0000 + (low >>> 0);
  return hash === 0 ? 1 : hash;
}
