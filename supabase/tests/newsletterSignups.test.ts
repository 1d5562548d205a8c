import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anon, signedIn, openTestDatabase } from './testDatabase.ts';

const { as, asOwner, createUser } = openTestDatabase();

/** What the newsletter function runs, connected as the database owner. */
const signUp = (email: unknown, source: unknown = 'home') =>
  asOwner('insert into public.newsletter_signups (email, source) values ($1, $2)', [email, source]);

/** What supabase-js's insert({ email, source }) ran before the function received the sign-ups. */
const signUpThroughTheApi = (caller: Parameters<typeof as>[0], email: string) =>
  as(caller, "insert into public.newsletter_signups (email, source) values ($1, 'home')", [email]);

const countSignups = async (email: string) =>
  Number((await asOwner('select count(*) from public.newsletter_signups where lower(email) = lower($1)', [email])).rows[0].count);

const permissionDenied = { code: '42501' };

describe('only the newsletter function signs up', () => {
  it.each([
    ['anon', () => anon],
    ['a signed-in user', async () => signedIn(await createUser())],
  ])('denies %s a sign-up through the API', async (_, caller) => {
    await expect(signUpThroughTheApi(await caller(), 'fan@example.com')).rejects.toMatchObject(permissionDenied);
    expect(await countSignups('fan@example.com')).toBe(0);
  });

  it('gives every sign-up an unsubscribe token of its own', async () => {
    await signUp('first@example.com');
    await signUp('second@example.com');
    const { rows } = await asOwner(
      "select unsubscribe_token from public.newsletter_signups where email in ('first@example.com', 'second@example.com')",
    );
    expect(rows).toHaveLength(2);
    expect(rows[0].unsubscribe_token).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].unsubscribe_token).not.toBe(rows[1].unsubscribe_token);
  });
});

describe('nobody reads or changes the list through the API', () => {
  it.each([
    ['anon', () => anon],
    ['a signed-in user', async () => signedIn(await createUser())],
  ])('denies %s every read, change and removal', async (_, caller) => {
    const email = `${randomUUID()}@example.com`;
    await signUp(email);
    const who = await caller();

    await expect(as(who, 'select * from public.newsletter_signups')).rejects.toMatchObject(permissionDenied);
    await expect(as(who, 'select * from public.newsletter_attempts')).rejects.toMatchObject(permissionDenied);
    await expect(as(who, "update public.newsletter_signups set email = 'x@example.com'")).rejects.toMatchObject(permissionDenied);
    await expect(as(who, 'delete from public.newsletter_signups')).rejects.toMatchObject(permissionDenied);
    expect(await countSignups(email)).toBe(1);
  });

});

describe('what a sign-up must be', () => {
  it('refuses the same address again from the same form, whatever its case', async () => {
    await signUp('Repeat@Example.com', 'home');

    await expect(signUp('repeat@example.COM', 'home')).rejects.toMatchObject({
      code: '23505',
      constraint: 'newsletter_signups_email_source',
    });
    expect(await countSignups('repeat@example.com')).toBe(1);
  });

  it('records the same address from another form', async () => {
    await signUp('twice@example.com', 'home');
    await signUp('twice@example.com', 'footer');
    expect(await countSignups('twice@example.com')).toBe(2);
  });

  it.each(['fan', 'fan@', '@example.com', 'fan@@example.com', 'fan @example.com', 'fan@exa mple.com', 'a@', `${'a'.repeat(243)}@example.com`])(
    'refuses the address %j',
    async (email) => {
      await expect(signUp(email)).rejects.toMatchObject({ code: '23514', constraint: 'newsletter_signups_email_shape' });
    },
  );

  it('accepts an address of 254 characters', async () => {
    await signUp(`${'a'.repeat(242)}@example.com`);
  });

  it.each(['sidebar', 'Home', ''])('refuses the unknown form %j', async (source) => {
    await expect(signUp('fan@example.com', source)).rejects.toMatchObject({
      code: '23514',
      constraint: 'newsletter_signups_source_known',
    });
  });

  it.each([
    ['email', null, 'home'],
    ['source', 'fan@example.com', null],
  ])('refuses a sign-up without %s', async (column, email, source) => {
    await expect(signUp(email, source)).rejects.toMatchObject({ code: '23502', column });
  });
});
