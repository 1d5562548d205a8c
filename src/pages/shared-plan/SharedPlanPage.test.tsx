import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { findFestivalById } from '#content/festivals';
import { drivingDirectionsUrl, mapsPlaceUrl } from '#content/links';
import type { Festival } from '#content/schemas';
import { readablePageText } from '#src/features/chat/pageText';
import { storageKeys } from '#src/lib/storage';
import { renderWithRouter } from '#src/test/renderApp';
import SharedPlanPage from './SharedPlanPage';

const tomorrowland = findFestivalById(1) as Festival;
const glastonbury = findFestivalById(3) as Festival;
const coachella = findFestivalById(2) as Festival;
const BROKEN = 'This share link is broken or incomplete. Ask your friend to send it again.';

const stored = () => JSON.parse(localStorage.getItem(storageKeys.savedFestivals) ?? '[]') as unknown;

/** Opens the page as a visitor following a share link with `hash`, in `main` as the site's layout puts it. */
async function openLink(hash: string) {
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  const { screen } = await renderWithRouter(
    <>
      <main>
        <SharedPlanPage />
      </main>
      <Toaster />
    </>,
    '/shared-plan',
  );
  return screen;
}

describe('the shared-plan page', () => {
  afterEach(() => {
    history.replaceState(null, '', `${location.pathname}${location.search}`);
    toast.dismiss();
  });

  it('lists the shared festivals with their date ranges, in date order, and no meeting point unless the link has one', async () => {
    const screen = await openLink(`#v=1&f=${glastonbury.id},${tomorrowland.id}`);
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Plan shared with you' })).toBeVisible();
    const items = screen.getByRole('list', { name: 'Shared festivals' }).getByRole('listitem');
    await expect.element(items.nth(0)).toHaveTextContent(glastonbury.name);
    await expect.element(items.nth(1)).toHaveTextContent(tomorrowland.name);
    await expect.element(items).toHaveLength(2);
    await expect.element(items.nth(1)).toHaveTextContent('July 16th – 18th and July 23rd – 25th, 2027');
    await expect.element(items.nth(0)).toHaveTextContent('June 23rd – 27th, 2027');
    await expect.element(items.nth(1)).toHaveTextContent(`${tomorrowland.location.city}, ${tomorrowland.location.country}`);
    await expect.element(items.nth(1).getByRole('link', { name: tomorrowland.name })).toHaveAttribute('href', '/festival-guides/tomorrowland');
    await expect.element(screen.getByRole('heading', { name: 'Meeting point' })).not.toBeInTheDocument();
  });

  it('shows the meeting point named by the nearest festival, a link to see it on a map, and driving directions to it', async () => {
    const screen = await openLink(`#v=1&f=${tomorrowland.id}&m=51.09050,4.38670`);
    await expect.element(screen.getByRole('heading', { name: 'Meeting point' })).toBeVisible();
    await expect.element(screen.getByText('Near Tomorrowland in Boom, Belgium: under 1 km from the festival site.')).toBeVisible();
    await expect.element(screen.getByText('51.09050, 4.38670')).toBeVisible();
    const map = screen.getByRole('link', { name: /Open in Maps/ });
    await expect.element(map).toHaveAttribute('href', mapsPlaceUrl(51.0905, 4.3867));
    await expect.element(map).toHaveAttribute('target', '_blank');
    const directions = screen.getByRole('link', { name: /Directions to the meeting point/ });
    await expect.element(directions).toHaveAttribute('href', drivingDirectionsUrl(51.0905, 4.3867));
    await expect.element(directions).toHaveAttribute('target', '_blank');
  });

  it('keeps the meeting point out of the page text the chat assistant sends, and still shows it', async () => {
    const screen = await openLink(`#v=1&f=${glastonbury.id},${tomorrowland.id}&m=51.09050,4.38670`);
    await expect.element(screen.getByText('51.09050, 4.38670')).toBeVisible();
    const text = readablePageText() ?? '';
    expect(text).toContain(glastonbury.name);
    expect(text).toContain(tomorrowland.name);
    expect(text).toContain('Meeting point');
    expect(text).not.toContain('51.09050');
    expect(text).not.toContain('4.38670');
    expect(text).not.toContain('from the festival site');
    await expect.element(screen.getByText('51.09050, 4.38670')).toBeVisible();
  });

  it("'Add these to my plan' joins them to the visitor's saved festivals, and a toast confirms", async () => {
    localStorage.setItem(storageKeys.savedFestivals, JSON.stringify([coachella.id, tomorrowland.id]));
    const screen = await openLink(`#v=1&f=${glastonbury.id},${tomorrowland.id}`);
    await screen.getByRole('button', { name: 'Add these to my plan' }).click();
    await expect.element(screen.getByText('Added to your plan')).toBeVisible();
    expect(new Set(stored() as number[])).toEqual(new Set([coachella.id, tomorrowland.id, glastonbury.id]));
    await expect.element(screen.getByRole('button', { name: 'Add these to my plan' })).not.toBeInTheDocument();
    await expect.element(screen.getByText('All of these festivals are in your plan.')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'See my saved festivals' })).toHaveAttribute('href', '/festival-calendar?saved=1');
  });

  it('shows the festivals it knows from a link that also names some it does not, says how many it cannot show, and adds only those it shows', async () => {
    const screen = await openLink(`#v=1&f=9999,${glastonbury.id},0`);
    const items = screen.getByRole('list', { name: 'Shared festivals' }).getByRole('listitem');
    await expect.element(items).toHaveLength(1);
    await expect.element(items.nth(0)).toHaveTextContent(glastonbury.name);
    await expect.element(screen.getByRole('status')).toHaveTextContent('2 festivals in this link are not on our calendar any more, so they are not shown.');
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Add these to my plan' }).click();
    expect(stored()).toEqual([glastonbury.id]);
  });

  it('says so in the singular for one festival it cannot show', async () => {
    const screen = await openLink(`#v=1&f=${glastonbury.id},9999`);
    await expect.element(screen.getByRole('status')).toHaveTextContent('1 festival in this link is not on our calendar any more, so it is not shown.');
  });

  it.each([
    ['no plan at all', ''],
    ['a cut-off link', '#v=1&f='],
    ['an unknown version', '#v=2&f=1,3'],
    ['only festivals the site does not have', '#v=1&f=9999,0'],
    ['an oversized link', `#v=1&f=1&x=${'a'.repeat(3000)}`],
  ])('says plainly when the link is broken (%s), and offers nothing to add', async (_, hash) => {
    localStorage.setItem(storageKeys.savedFestivals, JSON.stringify([coachella.id]));
    const screen = await openLink(hash);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(BROKEN);
    await expect.element(screen.getByRole('button', { name: 'Add these to my plan' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('list', { name: 'Shared festivals' })).not.toBeInTheDocument();
    expect(stored()).toEqual([coachella.id]);
  });

  it('follows a new link opened in the same tab', async () => {
    const screen = await openLink('#v=1&f=9999');
    await expect.element(screen.getByRole('alert')).toHaveTextContent(BROKEN);
    location.hash = `#v=1&f=${coachella.id}`;
    await expect.element(screen.getByRole('list', { name: 'Shared festivals' }).getByRole('listitem')).toHaveTextContent(coachella.name);
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
  });
});
