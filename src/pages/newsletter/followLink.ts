import type { NewsletterAnswer } from '#content/newsletter';
import { getSupabase } from '#src/lib/supabase';
import type { NewsletterLink, NewsletterLinkResult } from '#machines/newsletterLink.machine';

/** The link of a newsletter email in the page's address (`?confirm=` or `?unsubscribe=`), if any. */
export function linkInAddress(search: string): NewsletterLink | undefined {
  const query = new URLSearchParams(search);
  for (const action of ['confirm', 'unsubscribe'] as const) {
    const token = query.get(action);
    if (token) return { action, token };
  }
  return undefined;
}

/** Sends a link's token to the `newsletter` Edge Function (one POST) and gives its answer; throws when it cannot. */
export async function followLink({ action, token }: NewsletterLink): Promise<NewsletterLinkResult> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<NewsletterAnswer>(`newsletter?${new URLSearchParams({ [action]: token })}`);
  if (error || !data || data.result === 'received') throw error ?? new Error('The newsletter service gave no answer.');
  return data.result;
}
