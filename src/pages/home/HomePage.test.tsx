import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { featuredGuides } from '#content/featured-guides';
import { newsletterHandlers } from '#mocks/newsletter';
import { memoryTableStore } from '#mocks/postgrest';
import { callsSupabase, startMockWorker } from '#src/test/mockWorker';
import { renderApp } from '#src/test/renderApp';

const worker = startMockWorker([], callsSupabase);

describe('home page', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await page.viewport(414, 896);
  });

  it('opens with the hero and its call to action to the gear checklists', async () => {
    const { screen } = await renderApp('/');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Your Ultimate Festival Adventure' })).toBeVisible();
    await expect.element(screen.getByRole('main').getByText(/plan, pack and party/i)).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Explore Checklists & Guides' })).toHaveAttribute('href', '/gear-checklists');
  });

  it('shows its sections in order', async () => {
    const { screen } = await renderApp('/');
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    const main = screen.getByRole('main');
    const headings = main.getByRole('heading', { level: 2 }).elements().map((heading) => heading.textContent);
    expect(headings).toEqual(['Your Festival Compass', 'Plan Your Trip, Save Big', 'Never Miss a Beat', 'Join The Tribe']);
  });

  it('teases the three featured guides with image, title, description and link', async () => {
    const { screen } = await renderApp('/');
    const compass = screen.getByRole('region', { name: 'Your Festival Compass' });
    await expect.element(compass).toBeVisible();
    expect(compass.getByRole('listitem').elements()).toHaveLength(3);
    for (const guide of featuredGuides) {
      await expect.element(compass.getByRole('link', { name: guide.title })).toHaveAttribute('href', guide.link);
      await expect.element(compass.getByText(guide.description)).toBeVisible();
      const image = compass.getByRole('img', { name: guide.imgAlt });
      await expect.element(image).toHaveAttribute('src', guide.img);
      await expect.element(image).toHaveAttribute('loading', 'lazy');
      await expect.element(image).toHaveAttribute('width');
      await expect.element(image).toHaveAttribute('height');
    }
    await expect.element(compass.getByRole('link', { name: 'See All Guides' })).toHaveAttribute('href', '/festival-guides');
  });

  it('sends travellers to flights and hotels deals, naming the providers', async () => {
    const { screen } = await renderApp('/');
    const travel = screen.getByRole('region', { name: 'Plan Your Trip, Save Big' });
    await expect.element(travel.getByRole('link', { name: 'Search Flights' })).toHaveAttribute('href', '/travel-deals#flights');
    await expect.element(travel.getByRole('link', { name: 'Find Hotels' })).toHaveAttribute('href', '/travel-deals#hotels');
    await expect.element(travel.getByText(/Skyscanner/)).toBeVisible();
    await expect.element(travel.getByText(/Booking\.com/)).toBeVisible();
  });

  it('spreads the two travel deals across the full width of a wide screen', async () => {
    await page.viewport(1280, 900);
    const { screen } = await renderApp('/');
    const list = screen.getByRole('region', { name: 'Plan Your Trip, Save Big' }).getByRole('list');
    await expect.element(list).toBeVisible();
    const [flights, hotels] = list.getByRole('listitem').elements().map((card) => card.getBoundingClientRect());
    const row = list.element().getBoundingClientRect();
    expect(flights?.left).toBeCloseTo(row.left, 0);
    expect(hotels?.right).toBeCloseTo(row.right, 0);
    expect(hotels?.top).toBe(flights?.top);
  });

  it('links the calendar teaser to the festival calendar', async () => {
    const { screen } = await renderApp('/');
    const calendar = screen.getByRole('region', { name: 'Never Miss a Beat' });
    await expect.element(calendar.getByRole('link', { name: 'View Festival Calendar' })).toHaveAttribute('href', '/festival-calendar');
  });

  it('navigates to the chosen guide', async () => {
    const { screen, location } = await renderApp('/');
    await screen.getByRole('link', { name: 'Coachella Survival Guide' }).click();
    expect(location.history?.at(-1)).toBe('/festival-guides/coachella');
  });

  it('signs the visitor up to the newsletter with the promised checklist', async () => {
    const store = memoryTableStore();
    worker.use(...newsletterHandlers({ store, siteOrigin: location.origin }));
    const { screen } = await renderApp('/');
    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    const field = form.getByRole('textbox', { name: 'Email address' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.element(form.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    await field.fill('raver@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.element(screen.getByText('Thanks for subscribing!')).toBeVisible();
    await expect.element(screen.getByText('Your free festival packing checklist is on its way to your inbox.')).toBeVisible();
    await expect.element(field).toHaveValue('');
    expect(store.read().rows.newsletter_signups).toEqual([expect.objectContaining({ email: 'raver@example.com', source: 'home' })]);
  });
});
