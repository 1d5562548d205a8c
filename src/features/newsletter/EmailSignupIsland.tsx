import { lazyIsland } from '#src/ui/lazyIsland';

/**
 * The email sign-up form as a lazy island: prerendered with the page, its code (TanStack Form and
 * zod) is loaded when the form comes near the viewport or the visitor reaches for it.
 */
export const EmailSignupIsland = lazyIsland(() => import('./EmailSignupForm').then(({ EmailSignupForm }) => ({ default: EmailSignupForm })));
