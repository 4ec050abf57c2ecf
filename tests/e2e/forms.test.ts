import type { Locator, Page } from 'playwright-core';
import { describeInChromium } from './support/chromium-suite';

jest.setTimeout(120_000);

const SCROLL_DOWN = 'Your form has encountered a problem. Please scroll down to review.';
const SCROLL_UP = 'Your form has encountered a problem. Please scroll up to review.';
const RATE_LIMITED = 'Unable to submit form. Submission rate limit exceeded. Please try again later.';

/** The error shown for a field, which must sit above the field's title. */
async function errorAboveTitle(page: Page, fieldId: string): Promise<string | null> {
  const item = page.locator(`.form-item[data-field-id="${fieldId}"]`);
  const error = item.locator('.field-error');
  if ((await error.count()) === 0) return null;
  const above = await item.evaluate((node) => {
    const errorNode = node.querySelector('.field-error');
    const title = node.querySelector('.title');
    return Boolean(errorNode && title && errorNode.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect({ fieldId, above }).toEqual({ fieldId, above: true });
  return error.textContent();
}

async function fillRegistration(page: Page) {
  const field = (id: string) => page.locator(`.form-item[data-field-id="${id}"]`);
  await field('attendee').getByLabel('First Name').fill('Ada');
  await field('attendee').getByLabel('Last Name').fill('Lovelace');
  await field('email').getByLabel('Email').fill('ada@example.com');
  await field('ticket').getByLabel('Ticket').selectOption('Workshop Pass');
  await field('session').getByLabel('Afternoon').check();
  await field('interests').getByLabel('Woodwork').check();
  for (const question of await field('experience').locator('.likert-question').all())
    await question.getByLabel('Agree', { exact: true }).check();
  const date = field('arrival-date').locator('input, select');
  for (const [i, value] of ['3', '14', '2027'].entries()) {
    const part = date.nth(i);
    if ((await part.evaluate((node) => node.tagName)) === 'SELECT') await part.selectOption(value);
    else await part.fill(value);
  }
}

const inViewport = (locator: Locator) =>
  locator.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

describeInChromium('site forms in Chromium', (suite) => {
  /** Opens a page and waits until the forms remote has taken over its forms from the server fallback. */
  const openForms = async (path: string) => {
    await suite.open(path);
    await suite.page.locator('[data-form-block] .form-block-root form').first().waitFor();
  };
  it('validates every field kind of the registration form with the spec messages, above each field title', async () => {
    const { page, watch } = suite;
    await openForms('/events/register?source=mail');
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(errorAboveTitle(page, 'attendee')).resolves.toBe('Required');
    await expect(errorAboveTitle(page, 'email')).resolves.toBe('Required');
    await expect(errorAboveTitle(page, 'ticket')).resolves.toBe('Required');
    await expect(errorAboveTitle(page, 'session')).resolves.toBe('Required');
    await expect(errorAboveTitle(page, 'experience')).resolves.toBe(
      'Survey is not valid. Missing a required question.',
    );
    await expect(errorAboveTitle(page, 'arrival-date')).resolves.toBe('Required');
    await expect(errorAboveTitle(page, 'company')).resolves.toBeNull();
    await expect(page.getByText('Complete CAPTCHA before submitting.').count()).resolves.toBe(1);
    await expect(page.locator('.form-error-summary').allTextContents()).resolves.toEqual([SCROLL_DOWN, SCROLL_UP]);

    await page.locator('.form-item[data-field-id="email"]').getByLabel('Email').fill('ada@');
    const notes = page.locator('.form-item[data-field-id="notes"]');
    await notes.locator('textarea').fill('x'.repeat(301));
    await expect(notes.locator('.form-counter').textContent()).resolves.toBe('301 / 300');
    await expect(notes.locator('.form-counter').getAttribute('class')).resolves.toMatch(/form-counter--error/);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(errorAboveTitle(page, 'email')).resolves.toBe(
      'Email is not valid. Email addresses should follow the format user-at-domain.',
    );
    await expect(errorAboveTitle(page, 'notes')).resolves.toBe('You have exceeded the character limit.');
    await notes.locator('textarea').fill('x'.repeat(300));
    await expect(notes.locator('.form-counter').getAttribute('class')).resolves.not.toMatch(/form-counter--error/);
    expect(watch.postsTo('/api/form/SaveFormSubmission')).toHaveLength(0);
  });

  it('submits the registration with the captcha, the hidden field from the query string, and scrolls to the thanks', async () => {
    const { page } = suite;
    await openForms('/events/register?source=mail');
    await fillRegistration(page);
    await page.getByLabel('I am not a robot').check();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/form/SaveFormSubmission'));
    await page.getByRole('button', { name: 'Register' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    const sent = response.request().postDataJSON() as { form: string; key: string; captchaKey: string };
    expect(sent.captchaKey).toBe('storefront-test-captcha-ok');
    const answers = JSON.parse(sent.form) as Record<string, unknown>;
    expect(answers).toMatchObject({
      attendee: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      source: 'mail',
      ticket: 'Workshop Pass',
      session: 'Afternoon',
      interests: ['Woodwork'],
      experience: { 'I have made something by hand before': '1', 'I would like to sell what I make': '1' },
    });
    expect(answers).not.toHaveProperty('about-you');

    const thanks = page.locator('.form-submission-text');
    await thanks.waitFor();
    await expect(thanks.textContent()).resolves.toContain('You are registered. See you there!');
    await expect(page.locator('form.react-form').count()).resolves.toBe(0);
    await page.waitForTimeout(400);
    await expect(inViewport(thanks)).resolves.toBe(true);
  });

  it('follows a success redirect', async () => {
    const { page } = suite;
    await openForms('/feedback');
    await page.getByLabel('Comments').fill('Lovely shop.');
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await page.waitForURL(/\/shop$/);
  });

  it('ignores a second submit while one is in progress, saying Submitting…', async () => {
    const { page, watch } = suite;
    await openForms('/waitlist');
    await page.getByLabel('Name').fill('Grace');
    await page.getByLabel('Email').fill('grace@example.com');
    // Hold the save a moment so the second press lands while the first is running.
    await page.route('**/api/form/SaveFormSubmission', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const button = page.getByRole('button', { name: 'Join the Waitlist' });
    await button.click();
    await expect(page.locator('button[type="submit"]').textContent()).resolves.toBe('Submitting…');
    await page.locator('button[type="submit"]').click({ force: true });
    await page
      .locator('form.react-form')
      .press('Enter')
      .catch(() => undefined);
    await page.locator('.form-submission-text').waitFor();
    expect(watch.postsTo('/api/form/SaveFormSubmission')).toHaveLength(1);
  });

  it('shows the field errors a server answers above each field title', async () => {
    const { page } = suite;
    await openForms('/waitlist');
    await page.getByLabel('Name').fill('Grace');
    await page.getByLabel('Email').fill('grace@example.com');
    // The answer the server gives when the owner changed the form after this page was loaded.
    await page.route('**/api/form/SaveFormSubmission', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ errors: { email: 'This address is already on the waitlist.' } }),
      }),
    );
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await page.locator('.field-error').first().waitFor();
    await expect(errorAboveTitle(page, 'email')).resolves.toBe('This address is already on the waitlist.');
    await expect(page.getByRole('button', { name: 'Join the Waitlist' }).isEnabled()).resolves.toBe(true);
  });

  it('cuts a visitor off with the rate-limit message after the configured number of submissions', async () => {
    const { page } = suite;
    const submit = async (n: number) => {
      await openForms('/waitlist');
      await page.getByLabel('Name').fill(`Visitor ${n}`);
      await page.getByLabel('Email').fill(`visitor${n}@example.com`);
      await page.getByRole('button', { name: 'Join the Waitlist' }).click();
      await page.locator('.form-submission-text, .form-submission-error:not(:empty)').first().waitFor();
    };
    // The gateway allows 5 submissions of one form per visitor a minute.
    for (let n = 1; n <= 5; n++) {
      await submit(n);
      await expect(page.locator('.form-submission-text').count()).resolves.toBe(1);
    }
    await submit(6);
    await page.getByText(RATE_LIMITED).waitFor({ timeout: 10_000 });
    await expect(page.locator('.form-submission-text').count()).resolves.toBe(0);
  });

  it('signs up to the newsletter without the surrounding messages', async () => {
    const { page } = suite;
    await openForms('/contact');
    const newsletter = page.locator('[data-form-kind="newsletter"]');
    await newsletter.getByLabel('Email Address').fill('not-an-email');
    await newsletter.getByRole('button', { name: 'Sign Up' }).click();
    await expect(
      newsletter.getByText('Email is not valid. Email addresses should follow the format user-at-domain.').count(),
    ).resolves.toBe(1);
    await expect(newsletter.locator('.form-error-summary:not(:empty)').count()).resolves.toBe(0);
    await newsletter.getByLabel('Email Address').fill('reader@example.com');
    await newsletter.getByRole('button', { name: 'Sign Up' }).click();
    await newsletter.getByText('Thank you for signing up!').waitFor();
  });

  it('shows the promo popup once, as a dialog that Escape closes', async () => {
    // A first-time visitor, unlike the suite's returning one.
    const firstVisit = await suite.browser.newContext();
    const page = await firstVisit.newPage();
    await page.goto(`${suite.url}/shop`);
    const popup = page.getByRole('dialog');
    await popup.waitFor();
    await expect(popup.getAttribute('aria-modal')).resolves.toBe('true');
    await expect(popup.evaluate((node) => node.contains(document.activeElement))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    await page.goto(`${suite.url}/shop`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await firstVisit.close();
  });

  it('asks a custom product form before adding, and shows the answers on /cart', async () => {
    const { page } = suite;
    await suite.open('/shop/p/engraved-cutting-board');
    await page.locator('select[data-variant-option-name="Size"]').selectOption('Medium');
    const button = page.locator('.sqs-add-to-cart-button').first();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Engraved Cutting Board' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(dialog.getByText('Required', { exact: true }).count()).resolves.toBe(2);

    const text = dialog.getByLabel('Engraving text');
    await text.fill('For Ada & <b>Bob</b>, with love from all of us');
    await expect(dialog.locator('.form-counter--error').count()).resolves.toBe(1);
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(dialog.getByText('You have exceeded the character limit.').count()).resolves.toBe(1);
    await text.fill('For Ada & <b>Bob</b>');
    await dialog.getByLabel('Font').selectOption('Script');
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.querySelector('[data-cart-pill] .sqs-cart-quantity')?.textContent === '1',
    );

    await suite.open('/cart');
    const row = page.locator('.cart-row').first();
    // The answers are labelled once the product's form has been read.
    await row.getByText('Engraving text').waitFor();
    await expect(row.getByText('For Ada & <b>Bob</b>').count()).resolves.toBe(1);
    await expect(row.locator('b').count()).resolves.toBe(0);
    await expect(row.getByText('Script').count()).resolves.toBe(1);
    await expect(row.getByText('N/A').count()).resolves.toBe(1);
  });
});
