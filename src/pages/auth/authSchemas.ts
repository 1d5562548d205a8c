import { z } from 'zod';

/** The rules of the login and sign-up forms, with the messages the visitor sees. */
export const emailSchema = z.email({ error: 'Invalid email address.' });

export const newPasswordSchema = z.string().min(8, { error: 'Password must be at least 8 characters.' });

export const passwordSchema = z.string().min(1, { error: 'Password is required.' });

export const roleSchema = z.enum(['teenager', 'parent'], { error: 'You must select a role.' });
