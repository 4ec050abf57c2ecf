/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGateway, pageAt, prepareScreenTests, refusal, TEST_CRUMB } from '@storefront/ui/testing';
import { accountScreens } from './account-root';

prepareScreenTests();

const customer = { siteUserId: 'su-1', email: 'cleo@example.com', displayName: '' };

function renderAccountPage(page: string, address: string) {
  const Screen = accountScreens.get(page)!;
  const { environment, visited } = pageAt(address);
  render(<Screen environment={environment} />);
  return { visited, user: userEvent.setup() };
}

describe('the customer account screens', () => {
  it('sign-up: creates the account with the crumb and goes to ?next=', async () => {
    const gateway = fakeGateway({ 'POST /api/site-users/sign-up': { status: 201, body: { account: customer } } });
    const { visited, user } = renderAccountPage('sign-up', '/account/sign-up?next=%2Fcart');
    await user.type(screen.getByLabelText(/^Email/), 'cleo@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(visited).toEqual(['/cart']));
    const [call] = gateway.callsTo('POST /api/site-users/sign-up');
    // a blank optional name is not sent at all
    expect(call?.body).toEqual({ email: 'cleo@example.com', password: 'a long enough password' });
    expect(call?.headers['X-CSRF-Token']).toBe(TEST_CRUMB);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account/sign-in?next=%2Fcart');
  });

  it('sign-up: an e-mail that already has an account is refused on its field', async () => {
    fakeGateway({
      'POST /api/site-users/sign-up': refusal(409, 'Please check the highlighted fields.', {
        email: 'An account with this email already exists.',
      }),
    });
    const { user } = renderAccountPage('sign-up', '/account/sign-up');
    await user.type(screen.getByLabelText(/^Email/), 'cleo@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'An account with this email already exists.',
    );
  });

  it('sign-in: goes to the account page, links keep ?next=, refusals show in the alert', async () => {
    const gateway = fakeGateway({
      'POST /api/site-users/session': refusal(401, 'Your email or password is incorrect.'),
    });
    const { visited, user } = renderAccountPage('sign-in', '/account/sign-in');
    await user.type(screen.getByLabelText(/^Email/), 'cleo@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Your email or password is incorrect.')).toBeTruthy();
    expect(visited).toEqual([]);

    gateway.answer({ 'POST /api/site-users/session': { status: 200, body: { account: customer } } });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(visited).toEqual(['/account']));
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/account/reset-password',
    );
  });

  it('account: signing out ends the session with the crumb and goes back to sign-in', async () => {
    const gateway = fakeGateway({ 'DELETE /api/site-users/session': { status: 204 } });
    const { visited, user } = renderAccountPage('account', '/account');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(visited).toEqual(['/account/sign-in']));
    expect(gateway.callsTo('DELETE /api/site-users/session')[0]?.headers['X-CSRF-Token']).toBe(TEST_CRUMB);
  });

  it('reset-password: asks for a link and says it is on its way', async () => {
    const gateway = fakeGateway({
      'POST /api/site-users/password-reset': { status: 202 },
      'POST /api/site-users/password-reset/complete': { status: 204 },
    });
    const first = renderAccountPage('reset-password', '/account/reset-password');
    await first.user.type(screen.getByLabelText(/^Email/), 'cleo@example.com');
    await first.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/a link to reset its password is on its way/)).toBeTruthy();
    expect(gateway.callsTo('POST /api/site-users/password-reset')[0]?.body).toEqual({ email: 'cleo@example.com' });
  });

  it('reset-password: the link page sets the password and offers the customer sign-in', async () => {
    const gateway = fakeGateway({ 'POST /api/site-users/password-reset/complete': { status: 204 } });
    const { user } = renderAccountPage('reset-password', '/account/reset-password?token=t-1');
    await user.type(screen.getByLabelText(/^New password/), 'another long password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/account/sign-in');
    expect(gateway.callsTo('POST /api/site-users/password-reset/complete')[0]?.body).toEqual({
      token: 't-1',
      password: 'another long password',
    });
  });
});
