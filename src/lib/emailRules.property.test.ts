import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSchema as newsletterEmail } from '#src/features/newsletter/emailSchema';
import { emailSchema as accountEmail } from '#src/pages/auth/authSchemas';

const plainAddress = fc.stringMatching(/^[a-z0-9]{1,12}([._+-][a-z0-9]{1,8})?@[a-z0-9]{1,12}(-[a-z0-9]{1,6})?\.[a-z]{2,6}$/);

/** The email rules of the newsletter, early-access and account forms. */
describe('email rules, for any input', () => {
  it('accept every ordinary address, in both rules alike', () => {
    fc.assert(
      fc.property(plainAddress, (address) => {
        expect(newsletterEmail.safeParse(address).success).toBe(true);
        expect(accountEmail.safeParse(address).success).toBe(true);
      }),
    );
  });

  it('reject anything without an @, with the right message, and never throw', () => {
    fc.assert(
      fc.property(fc.string().filter((text) => !text.includes('@')), (text) => {
        const newsletter = newsletterEmail.safeParse(text);
        const account = accountEmail.safeParse(text);
        expect(newsletter.success).toBe(false);
        expect(account.success).toBe(false);
        expect(newsletter.error?.issues[0]?.message).toBe('Please enter a valid email address.');
        expect(account.error?.issues[0]?.message).toBe('Invalid email address.');
      }),
    );
  });

  it('reject an address with spaces around or inside it', () => {
    fc.assert(
      fc.property(plainAddress, fc.constantFrom(' ', '\t'), (address, space) => {
        expect(newsletterEmail.safeParse(`${space}${address}`).success).toBe(false);
        expect(accountEmail.safeParse(address.replace('@', `${space}@`)).success).toBe(false);
      }),
    );
  });
});
