import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { demoSupabase, supabaseSettings } from './supabase';

describe('supabaseSettings', () => {
  it('uses the configured project when both variables are set', () => {
    const config = parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon', DEV: false });
    expect(supabaseSettings(config)).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon' });
  });

  it('uses the demo stand-in in development without the variables', () => {
    expect(supabaseSettings(parseEnv({ DEV: true }))).toEqual(demoSupabase);
  });

  it('has no service in a production build without the variables', () => {
    expect(supabaseSettings(parseEnv({ DEV: false }))).toBeUndefined();
    expect(supabaseSettings(parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co', DEV: false }))).toBeUndefined();
  });
});
