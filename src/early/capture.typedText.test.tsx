import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrate, leavePage, markHydrated, page, settle, Subscribe, typeInto } from '#src/test/earlyPage';

/**
 * Text typed before hydration is handed back to the hydrated field. These cases are about the
 * moments around hydration, when the page is marked hydrated but the hand-back has not run yet.
 */
afterEach(leavePage);

/** The prerendered form, with the capture running, then typed into as a visitor does. */
function typedBeforeHydration(text: string) {
  const container = page(renderToString(<Subscribe />));
  const field = container.querySelector('input') as HTMLInputElement;
  typeInto(field, text);
  return { container, field, button: container.querySelector('button') as HTMLButtonElement, output: container.querySelector('output') as HTMLOutputElement };
}

/** Lets the page's mutation observers run, but no task: the hand-back's own task is still to come. */
const microtasks = () => Promise.resolve();

describe('text typed before hydration, then a submit around the moment the page is marked hydrated', () => {
  it.each([
    ['in the same task as the mark', async () => {}],
    ['after the mark has been observed, before any other task', microtasks],
  ])('sends the typed text when the submit comes %s', async (_, wait) => {
    const { container, field, button, output } = typedBeforeHydration('ada@example.com');
    hydrate(container, <Subscribe />);
    await settle();
    markHydrated();
    await wait();
    button.click();
    await vi.waitFor(() => expect(output.textContent).toBe('Sent ada@example.com'));
    await settle();
    expect(output.textContent).toBe('Sent ada@example.com');
    expect(field.value).toBe('ada@example.com');
  });

  it('sends the typed text when Enter in the field submits right after the mark', async () => {
    const { container, field, output } = typedBeforeHydration('ada@example.com');
    hydrate(container, <Subscribe />);
    await settle();
    markHydrated();
    (field.form as HTMLFormElement).requestSubmit();
    await vi.waitFor(() => expect(output.textContent).toBe('Sent ada@example.com'));
  });

  it('keeps what the visitor typed after the mark: the older text is not handed back over it', async () => {
    const { container, field, button, output } = typedBeforeHydration('ada');
    hydrate(container, <Subscribe />);
    await settle();
    markHydrated();
    typeInto(field, 'ada@example.com');
    await settle();
    expect(field.value).toBe('ada@example.com');
    button.click();
    await vi.waitFor(() => expect(output.textContent).toBe('Sent ada@example.com'));
  });
});
