import { lazy, Suspense, useState } from 'react';
import { useSignedInEmail } from './storedSession';

const SignedInStatus = lazy(() => import('./SignedInStatus'));

/**
 * In the header: who is signed in, and a way to sign out. Signed-out visitors (and every
 * prerendered page) show nothing, and the code behind it (xstate, the auth machine) loads only
 * once a stored session is found.
 */
export function SessionStatus() {
  const email = useSignedInEmail();
  const [seen, setSeen] = useState(false);
  if (email && !seen) setSeen(true);
  if (!seen) return null;
  return (
    <Suspense fallback={null}>
      <SignedInStatus email={email} />
    </Suspense>
  );
}
