import type { Email } from '#content/newsletterEmails.ts';

/** Resend's endpoint for sending one email (https://resend.com/docs/api-reference/emails/send-email). */
export const resendEndpoint = 'https://api.resend.com/emails';

export type Mailer = (to: string, email: Email, headers: Record<string, string>) => Promise<void>;

export type ResendSettings = { apiKey: string; from: string; endpoint?: string; timeoutMs?: number };

/**
 * Sends through Resend's HTTP API with the key as a Bearer token. Fails (throws) when Resend
 * refuses the email, cannot be reached or has not answered within the deadline.
 */
export function resendMailer({ apiKey, from, endpoint = resendEndpoint, timeoutMs = 10_000 }: ResendSettings): Mailer {
  return async (to, { subject, html, text }, headers) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from, to: [to], subject, html, text, headers }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`Resend answered ${response.status}: ${await response.text()}`);
    await response.body?.cancel();
  };
}
