import type { BrowserContext, Page, Response } from 'playwright-core';

/**
 * Fills the sign-in form of the owner area or of the shop, presses Sign in and waits for the
 * gateway's answer (POST /api/owner/session or /api/site-users/session).
 */
export async function submitSignIn(page: Page, email: string, password: string): Promise<Response> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/session'),
    ),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  return answer;
}

/** The value of a cookie the browser holds for the shop, e.g. the HttpOnly session token. */
export async function cookieOf(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/** Waits until an alert region of the page says `text`, and returns what it says. */
export async function alertSaying(page: Page, text: string | RegExp): Promise<string> {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await alert.waitFor();
  return ((await alert.textContent()) ?? '').trim();
}
