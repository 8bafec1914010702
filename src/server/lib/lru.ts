/**
 * A small LRU (a Map keeps insertion order), bounded by entries and, given `bytes`, by the sum of its entries' sizes
 * too (the newest entry always stays). Each entry's size is taken once, when it is set.
 */
export class Lru<T> {
  private readonly map = new Map<string, { value: T; size: number }>();
  private total = 0;
  constructor(
    private readonly max: number,
    private readonly bytes?: { max: number; of: (value: T) => number },
  ) {}
  get(key: string): T | undefined {
    const hit = this.map.get(key);
    if (hit === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }
  set(key: string, value: T) {
    this.delete(key);
    const size = this.bytes?.of(value) ?? 0;
    this.map.set(key, { value, size });
    this.total += size;
    while (this.map.size > this.max || (this.bytes && this.total > this.bytes.max && this.map.size > 1))
      this.delete(this.map.keys().next().value!);
  }
  delete(key: string) {
    const old = this.map.get(key);
    if (old === undefined) return;
    this.total -= old.size;
    this.map.delete(key);
  }
  clear() {
    this.map.clear();
    this.total = 0;
  }
  /** The sum of the entries' sizes (0 without `bytes`). */
  get bytesHeld() {
    return this.total;
  }
  get count() {
    return this.map.size;
  }
}
