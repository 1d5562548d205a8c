import { useSyncExternalStore } from 'react';
import { onAuthChange } from '#src/lib/authChanges';
import { readString, storageKeys } from '#src/lib/storage';

/** The user of the session supabase-js keeps in localStorage, read without loading supabase-js. */
function readSessionUser(): object | undefined {
  try {
    const session: unknown = JSON.parse(readString(storageKeys.authSession) ?? 'null');
    if (typeof session !== 'object' || session === null || !('user' in session)) return undefined;
    const { user } = session;
    return typeof user === 'object' && user !== null ? user : undefined;
  } catch {
    return undefined;
  }
}

/** The signed-in email; anything that is not a session with an email reads as signed out. */
export function readSignedInEmail(): string | undefined {
  const user = readSessionUser();
  if (!user || !('email' in user)) return undefined;
  return typeof user.email === 'string' && user.email ? user.email : undefined;
}

/** The signed-in account's id (its `user.id`), the owner of its synced plan. */
export function readSignedInUserId(): string | undefined {
  const user = readSessionUser();
  if (!user || !('id' in user)) return undefined;
  return typeof user.id === 'string' && user.id ? user.id : undefined;
}

/** Changes come from this tab's client, or from another tab writing localStorage. */
function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.authSession || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  const stop = onAuthChange(onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    stop();
  };
}

/** Signed out while prerendering and hydrating; the stored session takes over right after. */
export function useSignedInEmail(): string | undefined {
  return useSyncExternalStore(subscribe, readSignedInEmail, () => undefined);
}

export function useSignedInUserId(): string | undefined {
  return useSyncExternalStore(subscribe, readSignedInUserId, () => undefined);
}
