"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import type { ToastProps } from "@/components/ui/toast";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY } from "@/lib/ui-constants";

export type ToasterToast = ToastProps & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
};

type State = { toasts: ToasterToast[] };

type Action =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

// Dismissed toasts stay in state (closed) so Radix can play the exit animation before removal.
function queueRemoval(toastId: string): void {
  if (removalTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(toastId, timer);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case "DISMISS_TOAST": {
      const { toastId } = action;
      return {
        toasts: state.toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)),
      };
    }
    case "REMOVE_TOAST":
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners = new Set<() => void>();
let memoryState: State = { toasts: [] };
const SERVER_STATE: State = { toasts: [] };

function dispatch(action: Action): void {
  if (action.type === "DISMISS_TOAST") {
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId];
    ids.forEach(queueRemoval);
  }
  memoryState = reducer(memoryState, action);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type ToastInput = Omit<ToasterToast, "id">;

export function toast(props: ToastInput) {
  const id = genId();
  const dismiss = () => dispatch({ type: "DISMISS_TOAST", toastId: id });
  const update = (next: ToastInput) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

export function dismissToast(toastId?: string): void {
  dispatch({ type: "DISMISS_TOAST", toastId });
}

export function useToast() {
  const state = useSyncExternalStore(
    subscribe,
    () => memoryState,
    () => SERVER_STATE,
  );
  return { ...state, toast, dismiss: dismissToast };
}

// The toast list loads with the first toast (see Toaster), so a toast followed by a timed navigation must start
// its clock once the list is on screen, or a slow chunk load would navigate away before the toast is ever seen.
// Fetching and running that chunk takes seconds on a slow connection or a busy phone; the cap only bounds the wait
// for a list that never arrives without failing outright (a failed load starts the clocks at once).
const ON_SCREEN_WAIT_LIMIT_MS = 10_000;
let listOnScreen = false;
const onScreenWaiters = new Set<() => void>();

function startWaitingClocks(): void {
  onScreenWaiters.forEach((resolve) => resolve());
  onScreenWaiters.clear();
}

/** Called by the toast list once it has mounted. */
export function markToastListOnScreen(): void {
  listOnScreen = true;
  startWaitingClocks();
}

/** Called when the toast list's code failed to load: nothing will be shown, so nothing waits for it. */
export const markToastListUnavailable = startWaitingClocks;

/** Runs `action` `delayMs` after the toasts are on screen (at most 10 s later if the list cannot load). Returns a cancel. */
export function afterToastShown(delayMs: number, action: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const start = () => {
    onScreenWaiters.delete(start);
    if (cancelled || timer !== undefined) return;
    timer = setTimeout(action, delayMs);
  };
  if (listOnScreen) start();
  else {
    onScreenWaiters.add(start);
    setTimeout(start, ON_SCREEN_WAIT_LIMIT_MS);
  }
  return () => {
    cancelled = true;
    onScreenWaiters.delete(start);
    clearTimeout(timer);
  };
}
