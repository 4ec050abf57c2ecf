/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@storefront/permissions';
import { fakeGateway, refusal, TEST_CRUMB } from '@storefront/ui/testing';
import { ownerAccount, renderOwnerScreen } from './test-screen';

const owner = ownerAccount('acc-1', 'owner@example.com', [Role.admin], 'Olive Owner');

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the owner sign-in screen', () => {
  it('signs in with the crumb and goes back to the page that sent the owner here', async () => {
    const gateway = fakeGateway({ 'POST /api/owner/session': { status: 200, body: { account: owner } } });
    const { visited } = renderOwnerScreen('login', '/config/login?next=%2Fconfig%2Fteam');
    await signIn(' owner@example.com ', 'correct horse');
    await waitFor(() => expect(visited).toEqual(['/config/team']));
    const [call] = gateway.callsTo('POST /api/owner/session');
    expect(call?.body).toEqual({ email: 'owner@example.com', password: 'correct horse' });
    expect(call?.headers['X-CSRF-Token']).toBe(TEST_CRUMB);
  });

  it('goes to the overview when ?next= would leave the site', async () => {
    fakeGateway({ 'POST /api/owner/session': { status: 200, body: { account: owner } } });
    const { visited } = renderOwnerScreen('login', '/config/login?next=%2F%2Fevil.example%2Fconfig');
    await signIn('owner@example.com', 'correct horse');
    await waitFor(() => expect(visited).toEqual(['/config']));
  });

  it('shows the refusal of a wrong password in the alert and stays', async () => {
    fakeGateway({
      'POST /api/owner/session': refusal(401, 'Your email or password is incorrect.'),
    });
    const { visited } = renderOwnerScreen('login', '/config/login');
    await signIn('owner@example.com', 'wrong password');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Your email or password is incorrect.'),
    );
    expect(visited).toEqual([]);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('says how long a lockout lasts, in the gateway words rather than the generic rate-limit line', async () => {
    fakeGateway({
      'POST /api/owner/session': refusal(429, 'Too many failed sign-in attempts. Try again in 15 minutes.'),
    });
    renderOwnerScreen('login', '/config/login');
    await signIn('owner@example.com', 'correct horse');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many failed sign-in attempts. Try again in 15 minutes.'),
    );
  });

  it('checks the fields before sending: errors tied to their field, focus on the first', async () => {
    const gateway = fakeGateway({});
    renderOwnerScreen('login', '/config/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'something');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText(/^Email/);
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Required');

    await user.type(email, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Email is not valid. Email addresses should follow the format user-at-domain.',
    );
    expect(gateway.calls).toEqual([]);
  });

  it('sends one request however often the button is pressed while it is out', async () => {
    let answer: (value: void) => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const gateway = fakeGateway({ 'POST /api/owner/session': { status: 200, body: { account: owner } } });
    const fetchOfGateway = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await held;
      return fetchOfGateway(...args);
    }) as typeof fetch;
    const { visited } = renderOwnerScreen('login', '/config/login');
    await signIn('owner@example.com', 'correct horse');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Signing in…' }));
    answer();
    await waitFor(() => expect(visited).toEqual(['/config']));
    expect(gateway.calls).toHaveLength(1);
  });
});
