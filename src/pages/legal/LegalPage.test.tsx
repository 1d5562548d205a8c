import { describe, expect, it } from 'vitest';
import { legalSections } from '#content/legal';
import { renderApp } from '#src/test/renderApp';

describe('legal page', () => {
  it('shows the four policies as anchored sections', async () => {
    const { screen } = await renderApp('/legal');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Legal' })).toBeVisible();
    const expected = [
      ['affiliate-disclosure', 'Affiliate Disclosure'],
      ['privacy-policy', 'Privacy Policy'],
      ['cookie-policy', 'Cookie Policy'],
      ['terms-conditions', 'Terms & Conditions'],
    ];
    for (const [id, title] of expected) {
      const section = screen.getByRole('region', { name: title });
      await expect.element(section).toBeVisible();
      expect(section.element().id).toBe(id);
    }
    for (const section of legalSections) {
      for (const paragraph of section.paragraphs) {
        await expect.element(screen.getByRole('region', { name: section.title }).getByText(paragraph)).toBeVisible();
      }
    }
  });

  it('lists each value kept in the browser under its name, with what it holds and when it is removed', async () => {
    const { screen } = await renderApp('/legal');
    const policy = screen.getByRole('region', { name: 'Cookie Policy' });
    const values = legalSections.find((section) => section.id === 'cookie-policy')?.storedValues ?? [];
    expect(values.length).toBeGreaterThan(0);
    for (const { key, holds, removed } of values) {
      await expect.element(policy.getByText(key, { exact: true })).toBeVisible();
      await expect.element(policy.getByText(`${holds} ${removed}`)).toBeVisible();
    }
  });

  it('says when it was last updated', async () => {
    const { screen } = await renderApp('/legal');
    await expect.element(screen.getByText(/last updated June 15, 2025/)).toBeVisible();
  });

  it('offers a mailto contact link', async () => {
    const { screen } = await renderApp('/legal');
    const contact = screen.getByRole('main').getByRole('link', { name: 'hello@localhost' });
    await expect.element(contact).toHaveAttribute('href', 'mailto:hello@localhost');
  });

  it('lists the policies on the page, each link leading to its section', async () => {
    const { screen } = await renderApp('/legal');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const section of legalSections) {
      await expect.element(contents.getByRole('link', { name: section.title })).toHaveAttribute('href', `#${section.id}`);
    }
  });
});
