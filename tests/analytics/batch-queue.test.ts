import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createBatchQueue, packBatches } from "@/lib/analytics/batch-queue";
import { MAX_BATCH_BYTES, MAX_BATCH_EVENTS } from "@/lib/analytics/constants";

const bytes = (text: string) => new TextEncoder().encode(text).length;
const eventsOf = (body: string) => (JSON.parse(body) as { events: unknown[] }).events;

describe("packBatches", () => {
  it("keeps order and splits at 50 events", () => {
    const events = Array.from({ length: 120 }, (_, i) => JSON.stringify({ i }));
    const bodies = packBatches(events);
    expect(bodies.map((body) => eventsOf(body).length)).toEqual([50, 50, 20]);
    expect(bodies.flatMap(eventsOf)).toEqual(events.map((event) => JSON.parse(event)));
  });

  it("splits by bytes (multi-byte text counted as sent) and drops an event too large for any batch", () => {
    const big = JSON.stringify({ label: "é".repeat(6_000) });
    const huge = JSON.stringify({ label: "x".repeat(MAX_BATCH_BYTES) });
    const bodies = packBatches([big, big, huge, big]);
    expect(bodies).toHaveLength(2);
    expect(bodies.every((body) => bytes(body) <= MAX_BATCH_BYTES)).toBe(true);
    expect(bodies.flatMap(eventsOf)).toHaveLength(3);
  });

  it("never exceeds the limits nor loses an event that fits", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme", maxLength: 3_000 }), { maxLength: 150 }), (labels) => {
        const events = labels.map((label) => JSON.stringify({ label }));
        const bodies = packBatches(events);
        const sent = bodies.flatMap(eventsOf);
        return (
          bodies.every((body) => bytes(body) <= MAX_BATCH_BYTES && eventsOf(body).length <= MAX_BATCH_EVENTS) &&
          JSON.stringify(sent) === JSON.stringify(events.map((event) => JSON.parse(event)))
        );
      }),
    );
  });
});

describe("createBatchQueue", () => {
  it("sends everything queued on flush and empties the queue", () => {
    const sent: string[] = [];
    const queue = createBatchQueue<{ n: number }>({ send: (body) => sent.push(body) > 0 });
    for (let n = 0; n < 60; n++) queue.push({ n });
    expect(queue.size()).toBe(60);
    expect(queue.flush()).toBe(2);
    expect(queue.size()).toBe(0);
    expect(sent.flatMap(eventsOf)).toHaveLength(60);
    expect(queue.flush()).toBe(0);
  });

  it("keeps refused or failing batches for the next flush, bounded to the newest events", () => {
    let accept = false;
    const queue = createBatchQueue<{ n: number }>({
      send: () => {
        if (!accept) throw new Error("offline");
        return true;
      },
      maxQueued: 30,
    });
    for (let n = 0; n < 20; n++) queue.push({ n });
    expect(queue.flush()).toBe(0);
    expect(queue.size()).toBe(20);
    for (let n = 20; n < 40; n++) queue.push({ n });
    expect(queue.size()).toBe(30);
    accept = true;
    expect(queue.flush()).toBe(1);
    expect(queue.size()).toBe(0);
  });
});
