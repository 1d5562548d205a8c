import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { storageKeys } from '#src/lib/storage';
import { readPlanFragment } from './planLink';
import { SharePlanDialog } from './SharePlanDialog';

const pin = { lat: 51.0905, lng: 4.3867 };

/** Gives the page a Web Share API (or takes it away) for one test. */
function stubShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

async function renderDialog(savedIds: readonly number[] = [1, 3]) {
  const screen = await render(
    <>
      <SharePlanDialog savedIds={savedIds} />
      <Toaster />
    </>,
  );
  return { screen, open: () => screen.getByRole('button', { name: 'Share my plan' }).click() };
}

/** The link's plan, as the shared-plan page will read it. */
const planIn = (link: string | undefined) => readPlanFragment(new URL(link ?? '').hash);

describe('Share my plan', () => {
  let copied: string[];

  beforeEach(() => {
    copied = [];
    stubShare(undefined);
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text) => void copied.push(text));
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    vi.restoreAllMocks();
    // Toasts live in one store for the whole file: none may answer for the next test.
    toast.dismiss();
  });

  it('is offered only while something is saved', async () => {
    const { screen } = await renderDialog([]);
    await expect.element(screen.getByRole('button', { name: 'Share my plan' })).not.toBeInTheDocument();
  });

  it('opens a dialog that names what the link holds, with focus inside, and gives focus back on close', async () => {
    const { screen, open } = await renderDialog();
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Share my plan' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText(/your 2 saved festivals/)).toBeVisible();
    await expect.element(dialog.getByRole('checkbox', { name: 'Include my pinned spot' })).not.toBeChecked();
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Share my plan' })).toHaveFocus();
  });

  it('copies the link where the browser cannot share, and a toast says so', async () => {
    const { screen, open } = await renderDialog();
    await open();
    await screen.getByRole('button', { name: 'Copy link' }).click();
    await expect.element(screen.getByText('Link copied')).toBeVisible();
    expect(copied).toHaveLength(1);
    expect(new URL(copied[0] ?? '').pathname).toBe('/shared-plan');
    expect(planIn(copied[0])).toEqual({ festivalIds: [1, 3], unknownCount: 0 });
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds the pinned spot as a meeting point only when ticked', async () => {
    localStorage.setItem(storageKeys.pinnedMapLocation, JSON.stringify(pin));
    const { screen, open } = await renderDialog();
    await open();
    await expect.element(screen.getByRole('checkbox', { name: 'Include my pinned spot' })).toBeEnabled();
    await screen.getByRole('button', { name: 'Copy link' }).click();
    await expect.element(screen.getByText('Link copied')).toBeVisible();
    expect(planIn(copied[0])).toEqual({ festivalIds: [1, 3], unknownCount: 0 });

    await open();
    await screen.getByRole('checkbox', { name: 'Include my pinned spot' }).click();
    await screen.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => copied).toHaveLength(2);
    expect(planIn(copied[1])).toEqual({ festivalIds: [1, 3], meetingPoint: pin, unknownCount: 0 });
  });

  it('without a pinned spot, the checkbox is off and says how to pin one', async () => {
    const { screen, open } = await renderDialog();
    await open();
    const checkbox = screen.getByRole('checkbox', { name: 'Include my pinned spot' });
    await expect.element(checkbox).toBeDisabled();
    await expect.element(checkbox).toHaveAccessibleDescription(/Pin a spot on the festival map/);
  });

  it('shows the link in a read-only field to copy by hand when the clipboard refuses', async () => {
    vi.mocked(navigator.clipboard.writeText).mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const { screen, open } = await renderDialog();
    await open();
    await screen.getByRole('button', { name: 'Copy link' }).click();
    const field = screen.getByRole('textbox', { name: 'Share link' });
    await expect.element(field).toHaveAttribute('readonly');
    expect(planIn((field.element() as HTMLInputElement).value)).toEqual({ festivalIds: [1, 3], unknownCount: 0 });
    await expect.element(screen.getByText('Link copied')).not.toBeInTheDocument();
  });

  it('uses the Web Share API where the browser has it, and copies nothing', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    stubShare(share);
    const { screen, open } = await renderDialog();
    await open();
    await expect.element(screen.getByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(share).toHaveBeenCalledOnce();
    expect(planIn(share.mock.calls[0]?.[0].url)).toEqual({ festivalIds: [1, 3], unknownCount: 0 });
    expect(copied).toEqual([]);
  });

  it('takes a share the visitor cancels as no error: the dialog stays, nothing is copied or announced', async () => {
    stubShare(async () => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const { screen, open } = await renderDialog();
    await open();
    await screen.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Share my plan' })).toBeVisible();
    expect(copied).toEqual([]);
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
  });

  it('copies the link instead when the browser cannot share it', async () => {
    stubShare(async () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    const { screen, open } = await renderDialog();
    await open();
    await screen.getByRole('button', { name: 'Share', exact: true }).click();
    await expect.element(screen.getByText('Link copied')).toBeVisible();
    expect(planIn(copied[0])).toEqual({ festivalIds: [1, 3], unknownCount: 0 });
  });
});
