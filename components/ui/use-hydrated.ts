import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/** False on the server and while hydrating, true once this component's handlers are attached. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, isClient, isServer);
}
