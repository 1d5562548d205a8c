import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anon, signedIn, openTestDatabase } from './testDatabase.ts';

const { as, asOwner, createUser } = openTestDatabase();

/** What supabase-js's insert({ email, source }) runs: no row asked back (Prefer: return=minimal). */
const signUp = (caller: Parameters<typeof as>[0], email: unknown, source: unknown = 'home') =>
  as(caller, 'insert into public.newsletter_signups (email, source) values ($1, $2)', [email, source]);

const countSignups = async (email: string) =>
  Number((await asOwner('select count(*) from public.newsletter_signups where lower(email) = lower($1)', [email])).rows[0].count);

const permissionDenied = { code: '42501' };

describe('who may sign up', () => {
  it('records a sign-up from a visitor who is not signed in', async () => {
    expect((await signUp(anon, 'fan@example.com', 'footer')).rowCount).toBe(1);
    expect(await countSignups('fan@example.com')).toBe(1);
  });

  it('records a sign-up from a signed-in visitor', async () => {
    expect((await signUp(signedIn(await createUser()), 'member@example.com', 'community')).rowCount).toBe(1);
    expect(await countSignups('member@example.com')).toBe(1);
  });
});

describe('nobody reads or changes the list through the API', () => {
  it.each([
    ['anon', () => anon],
    ['a signed-in user', async () => signedIn(await createUser())],
  ])('denies %s every read, change and removal', async (_, caller) => {
    const email = `${randomUUID()}@example.com`;
    await signUp(anon, email);
    const who = await caller();

    await expect(as(who, 'select * from public.newsletter_signups')).rejects.toMatchObject(permissionDenied);
    await expect(
      as(who, "insert into public.newsletter_signups (email, source) values ('back@example.com', 'home') returning id"),
    ).rejects.toMatchObject(permissionDenied);
    await expect(as(who, "update public.newsletter_signups set email = 'x@example.com'")).rejects.toMatchObject(permissionDenied);
    await expect(as(who, 'delete from public.newsletter_signups')).rejects.toMatchObject(permissionDenied);
    expect(await countSignups(email)).toBe(1);
  });

  it('lets nobody set the columns the database fills in', async () => {
    await expect(
      as(anon, "insert into public.newsletter_signups (id, email, source) overriding system value values (1, 'a@example.com', 'home')"),
    ).rejects.toMatchObject(permissionDenied);
    await expect(
      as(anon, "insert into public.newsletter_signups (email, source, created_at) values ('a@example.com', 'home', '2000-01-01')"),
    ).rejects.toMatchObject(permissionDenied);
  });
});

describe('what a sign-up must be', () => {
  it('refuses the same address again from the same form, whatever its case', async () => {
    await signUp(anon, 'Repeat@Example.com', 'home');

    await expect(signUp(anon, 'repeat@example.COM', 'home')).rejects.toMatchObject({
      code: '23505',
      constraint: 'newsletter_signups_email_source',
    });
    expect(await countSignups('repeat@example.com')).toBe(1);
  });

  it('records the same address from another form', async () => {
    await signUp(anon, 'twice@example.com', 'home');
    await signUp(anon, 'twice@example.com', 'footer');
    expect(await countSignups('twice@example.com')).toBe(2);
  });

  it.each(['fan', 'fan@', '@example.com', 'fan@@example.com', 'fan @example.com', 'fan@exa mple.com', 'a@', `${'a'.repeat(243)}@example.com`])(
    'refuses the address %j',
    async (email) => {
      await expect(signUp(anon, email)).rejects.toMatchObject({ code: '23514', constraint: 'newsletter_signups_email_shape' });
    },
  );

  it('accepts an address of 254 characters', async () => {
    await signUp(anon, `${'a'.repeat(242)}@example.com`);
  });

  it.each(['sidebar', 'Home', ''])('refuses the unknown form %j', async (source) => {
    await expect(signUp(anon, 'fan@example.com', source)).rejects.toMatchObject({
      code: '23514',
      constraint: 'newsletter_signups_source_known',
    });
  });

  it.each([
    ['email', null, 'home'],
    ['source', 'fan@example.com', null],
  ])('refuses a sign-up without %s', async (column, email, source) => {
    await expect(signUp(anon, email, source)).rejects.toMatchObject({ code: '23502', column });
  });
});
