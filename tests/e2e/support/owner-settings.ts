import { cookieOf, submitSignIn } from './accounts';
import type { Suite } from './chromium-suite';

/** Signs in as the demo owner and changes the store settings through the owner API (PUT /api/owner/settings). */
export async function changeStoreSettings(suite: Suite, change: Record<string, unknown>): Promise<void> {
  const { page, context } = suite;
  await suite.open('/config/login');
  await submitSignIn(page, suite.demoOwner.email, suite.demoOwner.password);
  await page.waitForURL((url) => url.pathname === '/config');
  const answer = await context.request.put(`${suite.url}/api/owner/settings`, {
    data: change,
    headers: { 'X-CSRF-Token': (await cookieOf(context, 'crumb')) ?? '' },
  });
  expect(answer.status()).toBe(200);
}
