import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A fresh module per test: whether the toast list is on screen is module state.
async function load() {
  vi.resetModules();
  return import("@/components/ui/use-toast");
}

describe("afterToastShown", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts its delay only once the toast list is on screen", async () => {
    const { afterToastShown, markToastListOnScreen } = await load();
    const action = vi.fn();
    afterToastShown(500, action);
    vi.advanceTimersByTime(1_000);
    expect(action).not.toHaveBeenCalled();
    markToastListOnScreen();
    vi.advanceTimersByTime(499);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledOnce();
  });

  it("runs after the plain delay when the list is already on screen", async () => {
    const { afterToastShown, markToastListOnScreen } = await load();
    markToastListOnScreen();
    const action = vi.fn();
    afterToastShown(500, action);
    vi.advanceTimersByTime(500);
    expect(action).toHaveBeenCalledOnce();
  });

  it("does not wait for ever when the list does not arrive, and runs once", async () => {
    const { afterToastShown, markToastListOnScreen } = await load();
    const action = vi.fn();
    afterToastShown(500, action);
    vi.advanceTimersByTime(10_499);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledOnce();
    markToastListOnScreen();
    vi.advanceTimersByTime(10_000);
    expect(action).toHaveBeenCalledOnce();
  });

  it("starts the clock at once when the list's code failed to load", async () => {
    const { afterToastShown, markToastListUnavailable } = await load();
    const action = vi.fn();
    afterToastShown(500, action);
    vi.advanceTimersByTime(1_000);
    markToastListUnavailable();
    vi.advanceTimersByTime(499);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledOnce();
  });

  it("can be cancelled before and after the list shows", async () => {
    const { afterToastShown, markToastListOnScreen } = await load();
    const before = vi.fn();
    afterToastShown(500, before)();
    markToastListOnScreen();
    const after = vi.fn();
    const cancel = afterToastShown(500, after);
    vi.advanceTimersByTime(200);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
