import { log } from "./util";

type Cleanup = { name: string; run: () => Promise<void> | void };

const stack: Cleanup[] = [];
let running: Promise<void> | undefined;

/** Registers a teardown step; steps run in reverse order of registration. Returns an unregister function. */
export function onCleanup(name: string, run: Cleanup["run"]): () => void {
  const entry = { name, run };
  stack.push(entry);
  return () => {
    const index = stack.indexOf(entry);
    if (index >= 0) stack.splice(index, 1);
  };
}

/** True once teardown has begun (after Ctrl-C, a crash or the end of the run). */
export function shuttingDown(): boolean {
  return running !== undefined;
}

/** Runs every registered step once (newest first), logging but not propagating failures. */
export function cleanupAll(): Promise<void> {
  running ??= (async () => {
    for (let entry = stack.pop(); entry; entry = stack.pop()) {
      try {
        await entry.run();
      } catch (error) {
        log(`cleanup "${entry.name}" failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return running;
}

/** Ctrl-C, termination and crashes all tear down the database, servers and browser before exiting. */
export function installExitHandlers() {
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) {
      log(`${signal} again: exiting without waiting for cleanup`);
      process.exit(130);
    }
    interrupted = true;
    log(`${signal}: cleaning up (press Ctrl-C again to force)`);
    void cleanupAll().finally(() => process.exit(130));
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, onSignal);
  const onCrash = (error: unknown) => {
    console.error(error);
    void cleanupAll().finally(() => process.exit(1));
  };
  process.on("uncaughtException", onCrash);
  process.on("unhandledRejection", onCrash);
}
