import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#src/test/renderApp';
import AuthPage from './AuthPage';

// A production build without the Supabase variables: no demo stand-in, no hosted service.
vi.mock('#src/lib/env', () => ({
  env: { googleMapsApiKey: undefined, googleMapsMapId: 'DEMO_MAP_ID', supabase: undefined, isDev: false, isDemo: false },
}));

describe('the account page without a sign-in service', () => {
  it('says so clearly on submit, keeps what was typed, and makes no claim of demo mode', async () => {
    const { screen, location } = await renderWithRouter(
      <>
        <AuthPage />
        <Toaster />
      </>,
      '/auth',
    );
    await expect.element(screen.getByText('Demo mode: accounts are simulated in this browser.')).not.toBeInTheDocument();
    const login = screen.getByRole('tabpanel', { name: 'Login' });
    await login.getByRole('textbox', { name: 'Email' }).fill('raver@example.com');
    await login.getByLabelText('Password', { exact: true }).fill('glitter');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect.element(screen.getByText('Accounts are not available yet: this site has no sign-in service configured.')).toBeVisible();
    await expect.element(login.getByRole('textbox', { name: 'Email' })).toHaveValue('raver@example.com');
    await expect.element(login.getByRole('button', { name: 'Login' })).not.toHaveAttribute('aria-disabled');
    expect(location.history).toEqual(['/auth']);
  });
});
