/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@storefront/permissions';
import { fakeGateway, refusal, TEST_CRUMB } from '@storefront/ui/testing';
import { ownerAccount, renderOwnerScreen } from './test-screen';

const reporter = ownerAccount('acc-rep', 'rita@example.com', [Role.reporting, Role.storeManager], 'Rita');

describe('the signed-in owner screens', () => {
  it('overview: links only to the pages the account may open', async () => {
    fakeGateway({
      'GET /api/owner/session': {
        status: 200,
        body: { account: ownerAccount('acc-rep', 'rita@example.com', [Role.reporting]) },
      },
    });
    renderOwnerScreen('overview', '/config');
    await screen.findByRole('heading', { name: 'What you can open' });
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Account', '/config/account'],
      ['Analytics', '/config/analytics'],
      ['Web vitals', '/config/web-vitals'],
    ]);
  });

  it('account: own e-mail and roles by name; signing out ends the session and goes to sign in', async () => {
    const gateway = fakeGateway({
      'GET /api/owner/session': { status: 200, body: { account: reporter } },
      'DELETE /api/owner/session': { status: 204 },
    });
    const { visited } = renderOwnerScreen('account', '/config/account');
    expect(await screen.findByText('rita@example.com')).toBeTruthy();
    expect(screen.getByText('Reporting, Store manager')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(visited).toEqual(['/config/login']));
    expect(gateway.callsTo('DELETE /api/owner/session')[0]?.headers['X-CSRF-Token']).toBe(TEST_CRUMB);
  });

  it('account: a sign-out the gateway did not take is said, and the owner stays', async () => {
    fakeGateway({
      'GET /api/owner/session': { status: 200, body: { account: reporter } },
      'DELETE /api/owner/session': refusal(503, 'Unable to connect. Please try again'),
    });
    const { visited } = renderOwnerScreen('account', '/config/account');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Unable to connect. Please try again')).toBeTruthy();
    expect(visited).toEqual([]);
  });

  it('a session that ended since the page was drawn leads to sign-in and back', async () => {
    fakeGateway({ 'GET /api/owner/session': refusal(401, 'Sign in to continue.') });
    const { visited } = renderOwnerScreen('team', '/config/team?tab=invitations');
    await waitFor(() => expect(visited).toEqual(['/config/login?next=%2Fconfig%2Fteam%3Ftab%3Dinvitations']));
  });

  it('orders: newest first with number, customer, items and total; each opens to its lines, payment and addresses', async () => {
    // what the screen reads of an address: its lines as the gateway writes them, and the phone
    const address = {
      lines: ['Ada Lovelace', '1 Main St', 'New York, NY 10001', 'United States of America'],
      phone: '+1 212 555 0100',
    };
    const order = {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      email: 'ada@example.com',
      created: '2026-11-26T10:00:00.000Z',
      currency: 'USD',
      lines: [
        {
          itemId: 'i1',
          sku: 'S1',
          title: 'Brass Candle Holder',
          quantity: 2,
          purchasePriceCents: 3900,
          subTotalCents: 7800,
          productType: 1,
        },
      ],
      subtotalCents: 7800,
      discountCents: 780,
      shippingCostCents: 795,
      taxCents: 694,
      grandTotalCents: 8509,
      giftCardPayments: [{ codeLast4: 'WXYZ', amountCents: 1000 }],
      cardCents: 7509,
      shippingAddress: address,
      billingAddress: { ...address, lines: ['Ada Lovelace', '9 Billing Rd', 'New York, NY 10001'] },
      shippingMethod: 'Standard (US)',
    };
    fakeGateway({
      'GET /api/owner/session': { status: 200, body: { account: reporter } },
      'GET /api/owner/orders': { status: 200, body: { orders: [order], hasNextPage: false, nextPageCursor: '' } },
    });
    renderOwnerScreen('orders', '/config/orders');
    const number = await screen.findByRole('button', { name: '#A1B2C3D4' });
    const row = number.closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/^Nov 26, 2026/),
      'ada@example.com',
      '2',
      '$85.09',
    ]);
    expect(number.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(number);
    expect(number.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Brass Candle Holder × 2 — $78.00')).toBeTruthy();
    expect(screen.getByText('Gift card …WXYZ')).toBeTruthy();
    expect(screen.getByText('−$7.80')).toBeTruthy();
    const shipTo = screen.getByText('Ship to').closest('.owner-order-address')!;
    expect(shipTo.querySelector('address')!.textContent).toBe(
      'Ada Lovelace1 Main StNew York, NY 10001United States of AmericaPhone: +1 212 555 0100',
    );
    expect(shipTo.textContent).toContain('Standard (US)');
    expect(screen.getByText('Bill to').closest('.owner-order-address')!.textContent).toContain('9 Billing Rd');
  });

  it('lists the subscriptions with their plan, state and next billing date', async () => {
    const subscription = {
      id: 'sub-1',
      email: 'ada@example.com',
      status: 'past_due',
      title: 'Weekly Coffee',
      quantity: 1,
      amountCents: 1600,
      currency: 'USD',
      billingPeriodValue: 2,
      billingPeriodUnit: 'WEEK',
      numBillingCycles: 0,
      cyclesBilled: 3,
      nextBilling: null,
      created: '2026-11-26T10:00:00.000Z',
      lastFailure: 'Your card was declined.',
    };
    fakeGateway({
      'GET /api/owner/session': { status: 200, body: { account: reporter } },
      'GET /api/owner/subscriptions': {
        status: 200,
        body: { subscriptions: [subscription], hasNextPage: false, nextPageCursor: '' },
      },
    });
    renderOwnerScreen('subscriptions', '/config/subscriptions');
    const title = await screen.findByRole('rowheader', { name: 'Weekly Coffee × 1' });
    expect([...title.closest('tr')!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'ada@example.com',
      'Payment declinedYour card was declined.',
      'Every 2 weeks, until cancelled',
      '3',
      '—',
      '$16.00',
    ]);
  });
});

describe('the public owner screens', () => {
  it('accepting an invitation names the person, sets the password and enters the area', async () => {
    const gateway = fakeGateway({ 'POST /api/owner/invitations/accept': { status: 200, body: { account: reporter } } });
    const { visited } = renderOwnerScreen('accept-invitation', '/config/invitation?token=tok-123');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Your name/), 'Rita');
    await user.type(screen.getByLabelText(/^Choose a password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(screen.getByText('Use a password of 8 to 256 characters.')).toBeTruthy();
    expect(gateway.calls).toEqual([]);

    await user.type(screen.getByLabelText(/^Choose a password/), ' but now long enough');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    await waitFor(() => expect(visited).toEqual(['/config']));
    expect(gateway.callsTo('POST /api/owner/invitations/accept')[0]?.body).toEqual({
      token: 'tok-123',
      password: 'short but now long enough',
      displayName: 'Rita',
    });
  });

  it('an invitation link without its token says so instead of a form', () => {
    fakeGateway({});
    renderOwnerScreen('accept-invitation', '/config/invitation');
    expect(screen.getByRole('alert').textContent).toBe(
      'This invitation link is incomplete. Open the link from your invitation again.',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('password reset: asks for a link without telling whether the e-mail has an account', async () => {
    const gateway = fakeGateway({ 'POST /api/owner/password-reset': { status: 202 } });
    renderOwnerScreen('reset-password', '/config/reset-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const outcome = await screen.findByText(
      'If an account uses that email, a link to reset its password is on its way.',
    );
    expect(document.activeElement).toBe(outcome.parentElement);
    expect(gateway.callsTo('POST /api/owner/password-reset')[0]?.body).toEqual({ email: 'someone@example.com' });
  });

  it('password reset: the link sets a new password and offers to sign in', async () => {
    const gateway = fakeGateway({ 'POST /api/owner/password-reset/complete': { status: 204 } });
    renderOwnerScreen('reset-password', '/config/reset-password?token=reset-9');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'a new long password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been changed. Sign in with your new password.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/config/login');
    expect(gateway.callsTo('POST /api/owner/password-reset/complete')[0]?.body).toEqual({
      token: 'reset-9',
      password: 'a new long password',
    });
  });

  it('password reset: a spent or unknown token is refused in the gateway words', async () => {
    fakeGateway({
      'POST /api/owner/password-reset/complete': refusal(401, 'This link is no longer valid. Ask for a new one.'),
    });
    renderOwnerScreen('reset-password', '/config/reset-password?token=spent');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'a new long password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This link is no longer valid. Ask for a new one.')).toBeTruthy();
  });
});
