/** Demo mode (development without Supabase): MSW answers for the hosted services in the browser. */
export async function startDemoMode(): Promise<void> {
  const { setupWorker } = await import('msw/browser');
  const { handlers } = await import('./handlers');
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
}
