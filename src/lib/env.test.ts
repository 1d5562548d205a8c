import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('is demo mode in development without Supabase variables', () => {
    expect(parseEnv({ DEV: true })).toMatchObject({ isDemo: true, supabase: undefined, googleMapsApiKey: undefined });
  });

  it('uses the hosted auth service with its URL and publishable key', () => {
    const env = parseEnv({ DEV: true, VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc' });
    expect(env.supabase).toEqual({ url: 'https://abc.supabase.co', publishableKey: 'sb_publishable_abc' });
    expect(env.isDemo).toBe(false);
  });

  it('falls back to the legacy anon key, and prefers the publishable key when both are set', () => {
    const url = 'https://abc.supabase.co';
    expect(parseEnv({ DEV: false, VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: 'eyJ.anon.jwt' }).supabase).toEqual({ url, publishableKey: 'eyJ.anon.jwt' });
    const both = parseEnv({ DEV: false, VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc', VITE_SUPABASE_ANON_KEY: 'eyJ.anon.jwt' });
    expect(both.supabase?.publishableKey).toBe('sb_publishable_abc');
    const blankPublishable = parseEnv({ DEV: false, VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: ' ', VITE_SUPABASE_ANON_KEY: 'eyJ.anon.jwt' });
    expect(blankPublishable.supabase?.publishableKey).toBe('eyJ.anon.jwt');
  });

  it("uses the configured map ID, else Google's DEMO_MAP_ID, which advanced markers need", () => {
    expect(parseEnv({ DEV: false, VITE_GOOGLE_MAPS_MAP_ID: ' 8e0a97af9386fef ' }).googleMapsMapId).toBe('8e0a97af9386fef');
    expect(parseEnv({ DEV: false, VITE_GOOGLE_MAPS_MAP_ID: ' ' }).googleMapsMapId).toBe('DEMO_MAP_ID');
    expect(parseEnv({ DEV: false }).googleMapsMapId).toBe('DEMO_MAP_ID');
  });

  it('is never demo mode in a production build', () => {
    expect(parseEnv({ DEV: false }).isDemo).toBe(false);
  });

  it('treats blank values as missing and survives an invalid URL', () => {
    const env = parseEnv({ DEV: false, VITE_GOOGLE_MAPS_API_KEY: '  ', VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: 'x' });
    expect(env.googleMapsApiKey).toBeUndefined();
    expect(env.supabase).toBeUndefined();
  });

  it('registers the service worker in production builds only, and on request in the end-to-end build', () => {
    expect(parseEnv({ DEV: true }).serviceWorker).toBe('off');
    expect(parseEnv({ DEV: true, VITE_SERVICE_WORKER: 'on-request' }).serviceWorker).toBe('off');
    expect(parseEnv({ DEV: false }).serviceWorker).toBe('on');
    expect(parseEnv({ DEV: false, VITE_SERVICE_WORKER: 'on-request' }).serviceWorker).toBe('on-request');
  });
});
