"use client";

import { useEffect, useEffectEvent, useRef } from "react";

/**
 * Runs `action` once after the component first mounts, with its latest props and state; also under development's
 * Strict Mode, which runs mount effects twice (a take-over's pending submit must be sent once).
 */
export function useMountOnce(action: () => void): void {
  const run = useEffectEvent(action);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    run();
  }, []);
}
