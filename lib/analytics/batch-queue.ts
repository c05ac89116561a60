import { MAX_BATCH_BYTES, MAX_BATCH_EVENTS, MAX_QUEUED_EVENTS } from "./constants";

type BatchQueueOptions = {
  /** Delivers one batch body (`{"events":[…]}`); returns false when it could not be handed over. */
  send: (body: string) => boolean;
  maxBatchEvents?: number;
  maxBatchBytes?: number;
  maxQueued?: number;
};

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;
/** `{"events":[` + `]}` */
const ENVELOPE_BYTES = 13;

const bodyOf = (serialised: readonly string[], group: readonly number[]) =>
  `{"events":[${group.map((i) => serialised[i]).join(",")}]}`;

/**
 * Groups serialised events (by index, in order) into batches of at most `maxEvents` events and `maxBytes` bytes. An
 * event too large for any batch is left out: the server would refuse the whole batch for it.
 */
function groupBatches(serialised: readonly string[], maxEvents: number, maxBytes: number): number[][] {
  const groups: number[][] = [];
  let current: number[] = [];
  let bytes = ENVELOPE_BYTES;
  serialised.forEach((event, index) => {
    const size = byteLength(event);
    if (size + ENVELOPE_BYTES > maxBytes) return;
    if (current.length >= maxEvents || bytes + (current.length ? 1 : 0) + size > maxBytes) {
      groups.push(current);
      current = [];
      bytes = ENVELOPE_BYTES;
    }
    bytes += (current.length ? 1 : 0) + size;
    current.push(index);
  });
  if (current.length) groups.push(current);
  return groups.filter((group) => group.length);
}

/** The batch bodies (`{"events":[…]}`) of serialised events; see groupBatches. */
export function packBatches(
  serialised: readonly string[],
  maxEvents = MAX_BATCH_EVENTS,
  maxBytes = MAX_BATCH_BYTES,
): string[] {
  return groupBatches(serialised, maxEvents, maxBytes).map((group) => bodyOf(serialised, group));
}

/**
 * The events waiting to be sent, serialised only when flushed (so a queued event can still be completed, e.g. its
 * page view named). `flush` packs them into batches and hands each to `send`; batches `send` refuses stay queued for
 * the next flush. The queue keeps the newest `maxQueued` events, so an unreachable endpoint cannot grow it without
 * bound.
 */
export function createBatchQueue<Event>(options: BatchQueueOptions) {
  const maxQueued = options.maxQueued ?? MAX_QUEUED_EVENTS;
  let queue: Event[] = [];

  return {
    push(event: Event): void {
      queue.push(event);
      if (queue.length > maxQueued) queue = queue.slice(-maxQueued);
    },
    size(): number {
      return queue.length;
    },
    /** Sends everything queued; returns how many batches were handed over. */
    flush(): number {
      if (!queue.length) return 0;
      const pending = queue;
      queue = [];
      const serialised = pending.map((event) => JSON.stringify(event));
      let sent = 0;
      const refused: Event[] = [];
      for (const group of groupBatches(
        serialised,
        options.maxBatchEvents ?? MAX_BATCH_EVENTS,
        options.maxBatchBytes ?? MAX_BATCH_BYTES,
      )) {
        let ok = false;
        try {
          ok = options.send(bodyOf(serialised, group));
        } catch {
          ok = false;
        }
        if (ok) sent += 1;
        else refused.push(...group.map((i) => pending[i]!));
      }
      if (refused.length) queue = [...refused, ...queue].slice(-maxQueued);
      return sent;
    },
  };
}
