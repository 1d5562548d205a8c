import { memo } from 'react';
import { lazyIsland } from '#src/ui/lazyIsland';

/**
 * 'Add your own item' as a lazy island: prerendered with the page, its code (TanStack Form) loads
 * when the form comes near the viewport or the visitor reaches for it, and a name added before
 * then is added once it has loaded. Memoized, so a category rendering again (its ticks arriving
 * from storage) does not render an island that is still waiting afresh.
 */
export const AddOwnItemIsland = memo(lazyIsland(() => import('./AddOwnItemForm').then(({ AddOwnItemForm }) => ({ default: AddOwnItemForm }))));
