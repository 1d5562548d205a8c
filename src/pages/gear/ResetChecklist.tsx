import { Suspense, useState, type RefObject } from 'react';
import { lazyComponent } from '#src/lib/lazyComponent';
import { Button } from '#src/ui/Button';
import { RetryBoundary } from '#src/ui/RetryBoundary';
import { packedGear } from './packedGear';

const ResetChecklistDialog = lazyComponent(() => import('./ResetChecklistDialog'));

type Props = { packedCount: number; focusAfterReset: RefObject<HTMLElement | null> };

/** 'Reset checklist', which asks for confirmation before it clears every tick. */
export function ResetChecklist({ packedCount, focusAfterReset }: Props) {
  const [dialog, setDialog] = useState<'unused' | 'asking' | 'closed' | 'reset'>('unused');
  return (
    <>
      <Button variant="secondary" disabled={packedCount === 0} aria-haspopup="dialog" onClick={() => setDialog('asking')}>
        Reset checklist
      </Button>
      {dialog === 'unused' ? null : (
        <RetryBoundary onRetry={() => void ResetChecklistDialog.preload()}>
          <Suspense fallback={null}>
            <ResetChecklistDialog
              open={dialog === 'asking'}
              packedCount={packedCount}
              confirmed={dialog === 'reset'}
              focusAfterReset={focusAfterReset}
              onClose={() => setDialog('closed')}
              onConfirm={() => {
                packedGear.clear();
                setDialog('reset');
              }}
            />
          </Suspense>
        </RetryBoundary>
      )}
    </>
  );
}
