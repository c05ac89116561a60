// @ts-check
// When each cache tag was last invalidated, known to every instance: updates are kept here, written to the shared
// store and broadcast; updates from other instances arrive by that broadcast, and after a (re)connect the whole set
// is read back, so an instance that missed messages catches up. Updates made while the store was unreachable are
// kept and written when it is back. Both cache handlers (route and data) read the one manifest of their process.

/** @typedef {import("./redis-store.mjs").SharedStore} SharedStore */
/** @typedef {import("./redis-store.mjs").TagUpdate} TagUpdate */

export class TagManifest {
  /** @type {Map<string, number>} */
  #stale = new Map();
  /** @type {Map<string, number>} */
  #expired = new Map();
  /** @type {TagUpdate[]} */
  #unsent = [];

  /** @param {SharedStore | null} store  null: one instance, the manifest lives in this process only */
  constructor(store, now = () => Date.now()) {
    this.store = store;
    this.now = now;
    if (!store) return;
    store.onTags((update) => this.#merge(update));
    store.onReady(() => void this.#catchUp());
    if (store.isReady()) void this.#catchUp();
  }

  /**
   * An entry made at `timestamp` carrying one of these tags is gone (a miss), as Next's own handlers decide.
   * @param {Iterable<string>} tags
   * @param {number} timestamp
   */
  isExpired(tags, timestamp) {
    const now = this.now();
    for (const tag of tags) {
      const expired = this.#expired.get(tag);
      if (expired !== undefined && expired <= now && expired > timestamp) return true;
    }
    return false;
  }

  /**
   * Served once more while a fresh one is made.
   * @param {Iterable<string>} tags
   * @param {number} timestamp
   */
  isStale(tags, timestamp) {
    for (const tag of tags) if ((this.#stale.get(tag) ?? 0) > timestamp) return true;
    return false;
  }

  /** @param {Iterable<string>} tags  the latest expiration among them, 0 if none was ever invalidated */
  expiration(tags) {
    let latest = 0;
    for (const tag of tags) latest = Math.max(latest, this.#expired.get(tag) ?? 0);
    return latest;
  }

  /**
   * Next's revalidateTag / updateTag: without durations the tags expire now; with them they are stale now and
   * expire after `durations.expire` seconds.
   * @param {string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async invalidate(tags, durations) {
    if (tags.length === 0) return;
    const now = Math.round(this.now());
    /** @type {TagUpdate} */
    const update = durations
      ? { tags, stale: now, expired: durations.expire === undefined ? 0 : now + durations.expire * 1000 }
      : { tags, stale: 0, expired: now };
    this.#merge(update);
    if (!this.store) return;
    try {
      await this.store.writeTags(update);
    } catch {
      this.#unsent.push(update);
    }
  }

  /** @param {TagUpdate} update */
  #merge(update) {
    for (const tag of update.tags) {
      if (update.stale) this.#stale.set(tag, Math.max(update.stale, this.#stale.get(tag) ?? 0));
      if (update.expired) this.#expired.set(tag, Math.max(update.expired, this.#expired.get(tag) ?? 0));
    }
  }

  async #catchUp() {
    const store = this.store;
    if (!store) return;
    const unsent = this.#unsent.splice(0);
    try {
      for (const update of unsent) await store.writeTags(update);
      const { stale, expired } = await store.readTags();
      for (const [tag, at] of stale) this.#merge({ tags: [tag], stale: at, expired: 0 });
      for (const [tag, at] of expired) this.#merge({ tags: [tag], stale: 0, expired: at });
    } catch {
      this.#unsent.unshift(...unsent);
      setTimeout(() => void (store.isReady() && this.#catchUp()), 1_000).unref();
    }
  }
}
