import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('is demo mode in development without Supabase variables', () => {
    expect(parseEnv({ DEV: true })).toMatchObject({ isDemo: true, supabase: undefined, googleMapsApiKey: undefined });
  });

  it('uses the hosted auth service when both Supabase variables are set', () => {
    const env = parseEnv({ DEV: true, VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon' });
    expect(env.supabase).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon' });
    expect(env.isDemo).toBe(false);
  });

  it('is never demo mode in a production build', () => {
    expect(parseEnv({ DEV: false }).isDemo).toBe(false);
  });

  it('treats blank values as missing and survives an invalid URL', () => {
    const env = parseEnv({ DEV: false, VITE_GOOGLE_MAPS_API_KEY: '  ', VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: 'x' });
    expect(env.googleMapsApiKey).toBeUndefined();
    expect(env.supabase).toBeUndefined();
  });
});
