/**
 * Everything the bench starts (servers, databases, temp directories) registers how to undo itself here. The undo
 * steps run once, newest first, when the run ends, fails, or is interrupted with Ctrl-C / SIGTERM.
 */
type Step = { label: string; undo: () => Promise<void> | void; onExit?: () => void };

const steps: Step[] = [];
let running: Promise<void> | undefined;

export interface CleanupHandle {
  /** Undoes now (once) instead of at the end. */
  runNow(): Promise<void>;
  /** Forgets the step: there is nothing left to undo. */
  dismiss(): void;
}

/** Registers an undo step; `onExit` is a synchronous last resort run if the process exits without cleanup. */
export function onCleanup(label: string, undo: Step["undo"], onExit?: () => void): CleanupHandle {
  const step: Step = { label, undo, onExit };
  steps.push(step);
  const remove = () => {
    const index = steps.indexOf(step);
    if (index >= 0) steps.splice(index, 1);
    return index >= 0;
  };
  return {
    async runNow() {
      if (remove()) await step.undo();
    },
    dismiss() {
      remove();
    },
  };
}

export function runCleanups(): Promise<void> {
  running ??= (async () => {
    while (steps.length > 0) {
      const step = steps.pop()!;
      try {
        await step.undo();
      } catch (error) {
        console.error(`bench: cleanup "${step.label}" failed:`, error);
      }
    }
  })();
  return running;
}

let interruptedBy: NodeJS.Signals | undefined;

export const isInterrupted = () => interruptedBy !== undefined;

/** Called between steps of the run, so an interrupted run starts nothing new while it cleans up. */
export function throwIfInterrupted(): void {
  if (interruptedBy) throw new Error(`Interrupted by ${interruptedBy}.`);
}

let isInstalled = false;
let interruptedAt = 0;
export function installSignalHandlers(): void {
  if (isInstalled) return;
  isInstalled = true;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      // Ctrl-C reaches us twice (from the terminal and relayed by tsx); only a later one means "exit now".
      if (interruptedBy) {
        if (Date.now() - interruptedAt < 2_000) return;
        console.error(`\nbench: ${signal} again, exiting now.`);
        process.exit(130);
      }
      interruptedBy = signal;
      interruptedAt = Date.now();
      console.error(`\nbench: ${signal} received, stopping servers and cleaning up...`);
      setTimeout(() => {
        console.error("bench: cleanup is taking too long, exiting.");
        process.exit(130);
      }, 30_000).unref();
      void runCleanups().finally(() => process.exit(130));
    });
  }
  process.once("exit", () => {
    for (const step of steps) step.onExit?.();
  });
}
