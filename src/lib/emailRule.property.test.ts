import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailRule } from './emailRule';

const plainAddress = fc.stringMatching(/^[a-z0-9]{1,12}([._+-][a-z0-9]{1,8})?@[a-z0-9]{1,12}(-[a-z0-9]{1,6})?\.[a-z]{2,6}$/);
const message = fc.string({ minLength: 1 });

/** The email rule of the newsletter, early-access and account forms, each with its own message. */
describe('the email rule, for any input', () => {
  it('accepts every ordinary address', () => {
    fc.assert(
      fc.property(plainAddress, message, (address, text) => {
        expect(emailRule(text).safeParse(address).success).toBe(true);
      }),
    );
  });

  it('rejects anything without an @, with the message it was given, and never throws', () => {
    fc.assert(
      fc.property(fc.string().filter((text) => !text.includes('@')), message, (text, said) => {
        const result = emailRule(said).safeParse(text);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe(said);
      }),
    );
  });

  it('rejects an address with spaces around or inside it', () => {
    fc.assert(
      fc.property(plainAddress, fc.constantFrom(' ', '\t'), (address, space) => {
        const rule = emailRule('Invalid email address.');
        expect(rule.safeParse(`${space}${address}`).success).toBe(false);
        expect(rule.safeParse(address.replace('@', `${space}@`)).success).toBe(false);
      }),
    );
  });
});
