import type { InspectionEvent } from 'xstate';

type Inspector = { inspect: { next?: (event: InspectionEvent) => void } };

let inspector: Inspector | undefined;

/**
 * Development only: `?inspect` in the URL connects every machine to the Stately inspector.
 * The branch is removed from production builds.
 */
export async function connectInspector(search: string): Promise<void> {
  if (import.meta.env.DEV && new URLSearchParams(search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    inspector = createBrowserInspector();
  }
}

/** Pass as `inspect` to `useMachine` / `createActor`; a no-op unless the inspector is connected. */
export function inspect(event: InspectionEvent): void {
  inspector?.inspect.next?.(event);
}
