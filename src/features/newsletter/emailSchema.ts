import { z } from 'zod';

/** The one email rule of the sign-up forms: an empty or malformed address gets the same message. */
export const emailSchema = z.email({ error: 'Please enter a valid email address.' });
