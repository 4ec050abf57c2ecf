/**
 * Rendered pages by a key naming what they show. Under load many visitors ask for the same
 * product within a second and the upstream reads are already shared (ReadCache); this shares the
 * rendering too. Entries live `ttlMs`, as long as the upstream data they were rendered from, so a
 * page is at most twice that old; the oldest entry goes past `maxEntries`.
 */
export class RenderCache {
  private readonly entries = new Map<string, { expires: number; html: string }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached HTML for `key`, or what `render` makes (kept only when `keep` says so). */
  get(key: string | undefined, render: () => { html: string; keep: boolean }): string {
    if (key === undefined || this.ttlMs <= 0) return render().html;
    const time = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > time) return hit.html;
    if (hit) this.entries.delete(key);
    const { html, keep } = render();
    if (keep) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { expires: time + this.ttlMs, html });
    }
    return html;
  }
}
