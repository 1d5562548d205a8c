import { z } from 'zod/mini';
import { emailRule } from '#src/lib/emailRule';

/**
 * The rules of the login and sign-up forms, with the messages the visitor sees. zod/mini, like the
 * newsletter's rule, so the page loads one zod core and not the classic API on top of it.
 */
export const emailSchema = emailRule('Invalid email address.');

export const newPasswordSchema = z.string().check(z.minLength(8, { error: 'Password must be at least 8 characters.' }));

export const passwordSchema = z.string().check(z.minLength(1, { error: 'Password is required.' }));

export const roleSchema = z.enum(['teenager', 'parent'], { error: 'You must select a role.' });
