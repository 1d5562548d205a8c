// The newsletter Edge Function: deployed with `supabase functions deploy newsletter --no-verify-jwt`
// (mail clients unsubscribe with a plain POST), its secrets set with `supabase secrets set`.
import postgres from 'npm:postgres@3.4.9';
import { newsletterHandler } from './handler.ts';
import { resendMailer } from './mailer.ts';

const required = (name: string) => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The newsletter function needs the secret ${name}.`);
  return value;
};

const apiKey = Deno.env.get('RESEND_API_KEY');

Deno.serve(
  newsletterHandler({
    sql: postgres(required('SUPABASE_DB_URL'), { prepare: false }),
    mailer: apiKey ? resendMailer({ apiKey, from: required('NEWSLETTER_FROM') }) : undefined,
    siteOrigin: required('SITE_URL'),
    functionUrl: `${required('SUPABASE_URL')}/functions/v1/newsletter`,
  }),
);
