"use client";

import { useEffect, useRef, type RefObject } from "react";
import { panned, zoomedAround, type MapView, type Pixel } from "@/lib/map/mercator";

type Pointers = Map<number, Pixel>;

function midpoint(points: Pixel[]): Pixel {
  const [a, b] = points;
  return a && b ? [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] : (a ?? [0, 0]);
}

function spread(points: Pixel[]): number {
  const [a, b] = points;
  return a && b ? Math.hypot(a[0] - b[0], a[1] - b[1]) : 0;
}

/**
 * Drag to pan, wheel or pinch to zoom (around the pointer), double-click to zoom in, on the outline map's frame. A
 * press on a marker or a control is left to it. MapLibre handles its own gestures, so this is off there.
 */
export function useMapGestures(
  frame: RefObject<HTMLElement | null>,
  update: (change: (view: MapView) => MapView) => void,
  enabled: boolean,
): void {
  const pointers = useRef<Pointers>(new Map());
  useEffect(() => {
    const element = frame.current;
    if (!element || !enabled) return;
    const local = (event: { clientX: number; clientY: number }): Pixel => {
      const rect = element.getBoundingClientRect();
      return [event.clientX - rect.left, event.clientY - rect.top];
    };
    const onDown = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest("button, a")) return;
      element.setPointerCapture(event.pointerId);
      pointers.current.set(event.pointerId, local(event));
    };
    const onMove = (event: PointerEvent) => {
      const before = pointers.current.get(event.pointerId);
      if (!before) return;
      const previous = [...pointers.current.values()];
      pointers.current.set(event.pointerId, local(event));
      const current = [...pointers.current.values()];
      const [from, to] = [midpoint(previous), midpoint(current)];
      const pinch = current.length > 1 && spread(previous) > 0 ? Math.log2(spread(current) / spread(previous)) : 0;
      update((view) => {
        const moved = panned(view, to[0] - from[0], to[1] - from[1]);
        return pinch ? zoomedAround(moved, moved.zoom + pinch, to) : moved;
      });
    };
    const onUp = (event: PointerEvent) => void pointers.current.delete(event.pointerId);
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const anchor = local(event);
      update((view) => zoomedAround(view, view.zoom - event.deltaY * 0.002, anchor));
    };
    const onDoubleClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("button, a")) return;
      const anchor = local(event);
      update((view) => zoomedAround(view, view.zoom + 1, anchor));
    };
    element.addEventListener("pointerdown", onDown);
    element.addEventListener("pointermove", onMove);
    element.addEventListener("pointerup", onUp);
    element.addEventListener("pointercancel", onUp);
    element.addEventListener("wheel", onWheel, { passive: false });
    element.addEventListener("dblclick", onDoubleClick);
    return () => {
      element.removeEventListener("pointerdown", onDown);
      element.removeEventListener("pointermove", onMove);
      element.removeEventListener("pointerup", onUp);
      element.removeEventListener("pointercancel", onUp);
      element.removeEventListener("wheel", onWheel);
      element.removeEventListener("dblclick", onDoubleClick);
    };
  }, [frame, update, enabled]);
}
