/**
 * Answers kept for a short while by key, concurrent askers of one key sharing one computation.
 * Suggestions repeat across buyers (everyone typing "sofa" asks "s", "so", "sof"): a prefix is
 * worked out once per `ttlMs`, so prices and names in them may be that much behind the catalogue.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; at: number }>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries: number,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && now - entry.at < this.ttlMs) return entry.value;
    // Oldest first: a Map iterates in insertion order, so the first key is the one to drop.
    if (!entry && this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const value = compute();
    this.entries.set(key, { value, at: now });
    // A failure is not kept: the next asker tries again.
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
