const listeners = new Set<() => void>();

/**
 * Calls `listener` whenever this tab's auth client signs in, out, or refreshes the session. It
 * lives apart from the client (supabase.ts), so the header can listen without loading it.
 */
export function onAuthChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Said by the auth client after each change of the stored session. */
export function announceAuthChange(): void {
  for (const listener of listeners) listener();
}
