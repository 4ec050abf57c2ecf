/** @jest-environment jsdom */
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import {
  announced,
  fakeGateway,
  prepareScreenTests,
  refusal,
  TEST_CRUMB,
  type GatewayCall,
} from '@storefront/ui/testing';
import { bindRestockForm } from './restock-form';

prepareScreenTests();
// jsdom has no Web Crypto; the client names each sign-up press with a random key
if (!globalThis.crypto?.randomUUID) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });

const SIGN_UP = 'POST /api/site-users/account/notifications/restock';

/** The form as the template draws it (packages/template product-restock-notification). */
function drawForm({
  mailingList = false,
  optedIn = false,
  captcha = false,
  successMessage,
}: { mailingList?: boolean; optedIn?: boolean; captcha?: boolean; successMessage?: string } = {}) {
  document.documentElement.lang = 'en-US';
  document.cookie = `crumb=${TEST_CRUMB}`;
  document.body.innerHTML = `
<div class="product-restock-notification" data-product-id="p1" data-variant-id="v2"${
    successMessage ? ` data-success-message="${successMessage}"` : ''
  }>
  <span class="product-restock-cta">Get notified by email when this product is back in stock.</span>
  <form class="product-restock-form" action="#">
    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="Email Address">
    <input class="sqs-editable-button" type="submit" value="Sign Up">
  </form>
  ${
    mailingList
      ? `<label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"${optedIn ? ' checked' : ''}>Sign up for news and updates</label>`
      : ''
  }
  ${captcha ? '<div class="captcha-container"></div>' : ''}
</div>`;
  const notification = document.querySelector<HTMLElement>('.product-restock-notification')!;
  bindRestockForm(notification);
  return notification;
}

const emailField = () => screen.getByRole('textbox', { name: 'Email Address' }) as HTMLInputElement;
const submit = (value: string) => {
  fireEvent.input(emailField(), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
};
const describedBy = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');

describe('the restock sign-up form', () => {
  it('says a blank e-mail cannot be sent, at the field, and sends nothing', async () => {
    const gateway = fakeGateway({});
    drawForm();
    submit('   ');
    const field = emailField();
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(field)).toEqual([
      'Email cannot be blank',
      'Get notified by email when this product is back in stock.',
    ]);
    expect(document.activeElement).toBe(field);
    expect(gateway.calls).toEqual([]);
  });

  it('says a malformed e-mail is invalid, and clears the error once it is fixed', async () => {
    const gateway = fakeGateway({ [SIGN_UP]: { status: 200, body: { created: true } } });
    drawForm();
    submit('not-an-email');
    await waitFor(() => expect(describedBy(emailField())[0]).toBe('Email is invalid.'));
    expect(gateway.calls).toEqual([]);
    submit('ada@example.com');
    await screen.findByText('Signed up!');
    expect(gateway.callsTo(SIGN_UP)).toHaveLength(1);
  });

  it('posts the spec payload with the crumb and the page language; success replaces the form and is said', async () => {
    const gateway = fakeGateway({ [SIGN_UP]: { status: 200, body: { created: true } } });
    const notification = drawForm({ mailingList: true, optedIn: true, successMessage: "Thanks! We'll email you." });
    emailField().focus();
    submit('  Ada@Example.com ');
    const done = await screen.findByText("Thanks! We'll email you.");
    const [call] = gateway.callsTo(SIGN_UP) as [GatewayCall];
    expect(call.body).toEqual({
      isJoinMailingList: true,
      productId: 'p1',
      siteVisitorEmail: 'Ada@Example.com',
      variantId: 'v2',
      recaptchaEnterpriseV3Token: '',
      language: 'en-US',
    });
    expect(call.headers['X-CSRF-Token']).toBe(TEST_CRUMB);
    expect(notification.querySelector('form')).toBeNull();
    expect(document.activeElement).toBe(done);
    await waitFor(() => expect(announced()).toBe("Thanks! We'll email you."));
  });

  it('leaves the mailing list out unless the visitor ticks it', async () => {
    const gateway = fakeGateway({ [SIGN_UP]: { status: 200, body: { created: false } } });
    drawForm({ mailingList: true });
    submit('ada@example.com');
    await screen.findByText('Signed up!');
    expect((gateway.callsTo(SIGN_UP)[0]?.body as { isJoinMailingList: boolean }).isJoinMailingList).toBe(false);
  });

  it("shows the server's message, or the spec's fallback when it has none, and keeps the form", async () => {
    const gateway = fakeGateway({ [SIGN_UP]: refusal(404, 'This product is no longer available.') });
    drawForm();
    submit('ada@example.com');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('This product is no longer available.'));
    gateway.answer({ [SIGN_UP]: { status: 500 } });
    submit('ada@example.com');
    await waitFor(() => expect(alert.textContent).toBe('Unable to submit form. Please try again later.'));
    gateway.answer({ [SIGN_UP]: refusal(400, 'Email is invalid.') });
    submit('ada@example.com');
    await waitFor(() => expect(describedBy(emailField())[0]).toBe('Email is invalid.'));
    expect(alert.textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy();
  });

  it('sends once however often it is submitted while the answer is out', async () => {
    let answer: (() => void) | undefined;
    const gateway = fakeGateway({ [SIGN_UP]: { status: 200, body: { created: true } } });
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((...args: Parameters<typeof fetch>) =>
      new Promise<Response>((resolve) => {
        answer = () => resolve(realFetch(...args));
      })) as typeof fetch;
    drawForm();
    submit('ada@example.com');
    await waitFor(() => expect(answer).toBeDefined());
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    fireEvent.submit(document.querySelector('form')!);
    answer!();
    await screen.findByText('Signed up!');
    expect(gateway.callsTo(SIGN_UP)).toHaveLength(1);
  });

  it('asks for the captcha before sending, sends its token, and has it done again when refused', async () => {
    const gateway = fakeGateway({ [SIGN_UP]: refusal(403, 'Complete CAPTCHA before submitting.') });
    const notification = drawForm({ captcha: true });
    const robot = (await screen.findByRole('checkbox', { name: 'I am not a robot' })) as HTMLInputElement;
    submit('ada@example.com');
    await within(notification).findByText('Complete CAPTCHA before submitting.');
    expect(gateway.calls).toEqual([]);

    fireEvent.click(robot);
    submit('ada@example.com');
    await waitFor(() => expect(gateway.callsTo(SIGN_UP)).toHaveLength(1));
    expect(
      (gateway.callsTo(SIGN_UP)[0]?.body as { recaptchaEnterpriseV3Token: string }).recaptchaEnterpriseV3Token,
    ).toBe('storefront-test-captcha-ok');
    await waitFor(() => expect(robot.checked).toBe(false));
    expect(within(notification).getByText('Complete CAPTCHA before submitting.')).toBeTruthy();

    gateway.answer({ [SIGN_UP]: { status: 200, body: { created: true } } });
    fireEvent.click(robot);
    submit('ada@example.com');
    await screen.findByText('Signed up!');
  });
});
