/** @jest-environment jsdom */
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@storefront/permissions';
import { announced, fakeGateway, refusal, type GatewayCall } from '@storefront/ui/testing';
import type { RestockSignUp, RestockSignUpGroup, SendRequest } from './owner-api';
import { ownerAccount, renderOwnerScreen } from './test-screen';

// jsdom has no Web Crypto; each confirmed send is named by a random key
if (!globalThis.crypto?.randomUUID) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });

const admin = ownerAccount('acc-admin', 'owner@example.com', [Role.admin]);
const RESTOCK = '/api/site-users/account/notifications/restock';

const group = (n: number, pending = 2): RestockSignUpGroup => ({
  productId: `prod-${n}`,
  variantId: `var-${n}`,
  productTitle: `Product ${n}`,
  variantDescription: n % 2 ? `Size ${n}` : '',
  signUpCount: 2,
  pendingCount: pending,
  lastSignUp: '2030-01-05T10:00:00Z',
  lastSent: '',
});

const signUp = (n: number): RestockSignUp => ({
  id: `su-${n}`,
  productId: 'prod-1',
  variantId: 'var-1',
  siteVisitorEmail: `visitor${n}@example.com`,
  isJoinMailingList: n % 2 === 0,
  language: 'en-US',
  created: '2030-01-05T10:00:00Z',
  notified: '',
});

const request = (id: string, of: RestockSignUpGroup, progress: Partial<SendRequest> = {}): SendRequest => ({
  id,
  productId: of.productId,
  variantId: of.variantId,
  productTitle: of.productTitle,
  variantDescription: of.variantDescription,
  state: 'queued',
  total: of.pendingCount,
  sent: 0,
  failed: 0,
  queued: of.pendingCount,
  created: '2030-01-06T10:00:00Z',
  finished: '',
  lastFailure: '',
  ...progress,
});

const page = <K extends string, T>(key: K, items: T[], next = '') => ({
  status: 200,
  body: { [key]: items, hasNextPage: next !== '', nextPageCursor: next },
});

function restockGateway(groups: RestockSignUpGroup[] = [group(1), group(2)]) {
  return fakeGateway({
    'GET /api/owner/session': { status: 200, body: { account: admin } },
    [`GET ${RESTOCK}/groups`]: page('signUpGroups', groups),
    [`GET ${RESTOCK}/send-requests`]: page('sendRequests', []),
  });
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('the restock screen', () => {
  it('lists the groups with their counts, and loads more by cursor', async () => {
    const gateway = restockGateway();
    gateway.answer({
      [`GET ${RESTOCK}/groups`]: page('signUpGroups', [group(1)], 'c-2'),
      [`GET ${RESTOCK}/groups?cursor=c-2`]: page('signUpGroups', [group(2, 0)]),
    });
    renderOwnerScreen('restock', '/config/restock');
    await screen.findByRole('rowheader', { name: 'Product 1' });
    const cells = within(rowOf('Product 1'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['Size 1', '2', '2', 'Never']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more sign-up groups' }));
    await screen.findByRole('rowheader', { name: 'Product 2' });
    expect(within(rowOf('Product 2')).getAllByRole('cell')[2]?.textContent).toBe('0');
    expect(screen.queryByRole('button', { name: 'Load more sign-up groups' })).toBeNull();
    expect(gateway.callsTo(`GET ${RESTOCK}/groups?cursor=c-2`)).toHaveLength(1);
  });

  it('says so when no one has signed up, and when nothing was sent', async () => {
    restockGateway([]);
    renderOwnerScreen('restock', '/config/restock');
    expect(await screen.findByText('No one has signed up for a restock notice yet.')).toBeTruthy();
    expect(await screen.findByText('No restock notices have been sent yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send all' })).toBeNull();
  });

  it("shows a group's sign-ups a page at a time, and gives focus back when closed", async () => {
    const gateway = restockGateway();
    const list = `${RESTOCK}?productId=prod-1&variantId=var-1`;
    gateway.answer({
      [`GET ${list}`]: page('signUps', [signUp(1), signUp(2)], 'next'),
      [`GET ${list}&cursor=next`]: page('signUps', [{ ...signUp(3), notified: '2030-01-07T09:00:00Z' }]),
    });
    renderOwnerScreen('restock', '/config/restock');
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'View sign-ups for Product 1 — Size 1' });
    await user.click(open);
    const heading = await screen.findByRole('heading', { name: 'Sign-ups for Product 1 — Size 1' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(rowOf('visitor1@example.com')).getAllByRole('cell')[0]?.textContent).toBe('No');
    expect(within(rowOf('visitor2@example.com')).getAllByRole('cell')[0]?.textContent).toBe('Yes');
    expect(within(rowOf('visitor1@example.com')).getAllByRole('cell')[3]?.textContent).toBe('Not yet');
    await user.click(screen.getByRole('button', { name: 'Load more sign-ups' }));
    await screen.findByRole('rowheader', { name: 'visitor3@example.com' });
    expect(within(rowOf('visitor3@example.com')).getAllByRole('cell')[3]?.textContent).not.toBe('Not yet');
    await user.click(screen.getByRole('button', { name: 'Close sign-ups' }));
    expect(screen.queryByRole('heading', { name: /^Sign-ups for/ })).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('sends one group after confirming, follows its progress every second until finished, and says so', async () => {
    const gateway = restockGateway();
    const sent = request('sr-1', group(1));
    let polls = 0;
    gateway.answer({
      [`POST ${RESTOCK}/send`]: { status: 200, body: { sendRequest: sent } },
      [`GET ${RESTOCK}/send-requests?ids=sr-1`]: () => {
        polls += 1;
        return {
          status: 200,
          body: {
            sendRequests: [
              polls === 1
                ? { ...sent, state: 'sending', sent: 1, queued: 1 }
                : { ...sent, state: 'finished', sent: 1, failed: 1, queued: 0, lastFailure: 'mailbox unavailable' },
            ],
          },
        };
      },
    });
    renderOwnerScreen('restock', '/config/restock');
    const user = userEvent.setup();
    const send = await screen.findByRole('button', { name: 'Send notice for Product 1 — Size 1' });

    await user.click(send);
    const dialog = screen.getByRole('alertdialog', { name: 'Send the restock notice for Product 1 — Size 1?' });
    expect(within(dialog).getByText(/2 people waiting/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(gateway.callsTo(`POST ${RESTOCK}/send`)).toEqual([]);
    expect(document.activeElement).toBe(send);

    await user.click(send);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Send' }));
    const [call] = gateway.callsTo(`POST ${RESTOCK}/send`) as [GatewayCall];
    expect(call.body).toEqual({ productId: 'prod-1', variantId: 'var-1' });
    expect(call.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(announced()).toBe('Sending the restock notice for Product 1 — Size 1.'));

    const bar = await screen.findByRole('progressbar', { name: 'Product 1 — Size 1 · Queued' });
    expect(bar.getAttribute('value')).toBe('0');
    await waitFor(() => expect(bar.getAttribute('value')).toBe('1'), { timeout: 2500 });
    expect(screen.getByText('1 sent · 0 failed · 1 queued, of 2')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('1 sent · 1 failed · 0 queued, of 2')).toBeTruthy(), { timeout: 2500 });
    await waitFor(() => expect(announced()).toBe('Restock notice for Product 1 — Size 1: 1 sent, 1 failed.'));
    expect(screen.getByRole('progressbar', { name: 'Product 1 — Size 1 · Finished' })).toBeTruthy();
    // finished: no more reading
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(polls).toBe(2);
    // the groups and the history are read again once it finished
    expect(gateway.callsTo(`GET ${RESTOCK}/groups`).length).toBeGreaterThanOrEqual(2);
  }, 10_000);

  it('sends all after confirming; a group with nothing left finishes at once', async () => {
    const gateway = restockGateway();
    gateway.answer({
      [`POST ${RESTOCK}/send/all`]: {
        status: 200,
        body: { sendRequests: [request('sr-2', group(2, 0), { state: 'finished', finished: '2030-01-06T10:00:01Z' })] },
      },
    });
    renderOwnerScreen('restock', '/config/restock');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send all' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Send every restock notice?' })).getByRole('button', {
        name: 'Send',
      }),
    );
    expect(gateway.callsTo(`POST ${RESTOCK}/send/all`)[0]?.body).toEqual({});
    expect(await screen.findByText('Nothing to send: everyone was already notified.')).toBeTruthy();
    await waitFor(() => expect(announced()).toBe('Nothing to send for Product 2: everyone was already notified.'));
    expect(gateway.callsTo(`GET ${RESTOCK}/send-requests?ids=sr-2`)).toEqual([]);
  });

  it('keeps the dialog open with the refusal when a send is refused', async () => {
    const gateway = restockGateway();
    gateway.answer({ [`POST ${RESTOCK}/send`]: refusal(404, 'This product is no longer available.') });
    renderOwnerScreen('restock', '/config/restock');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send notice for Product 2' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('This product is no longer available.'),
    );
  });

  it('lists the history newest first with counts, state and the last failure', async () => {
    const gateway = restockGateway();
    gateway.answer({
      [`GET ${RESTOCK}/send-requests`]: page('sendRequests', [
        request('sr-9', group(1), {
          state: 'finished',
          sent: 1,
          failed: 1,
          queued: 0,
          lastFailure: '550 no such user',
        }),
        request('sr-8', group(2), { state: 'sending', sent: 1, queued: 1 }),
      ]),
    });
    renderOwnerScreen('restock', '/config/restock');
    const rows = (await screen.findAllByRole('row')).filter((row) => row.classList.contains('restock-send-request'));
    expect(rows.map((row) => Array.from(row.children).map((cell) => cell.textContent))).toEqual([
      ['Product 1', 'Size 1', 'Finished', '1', '1', '0', '2', expect.any(String), '—', '550 no such user'],
      ['Product 2', '—', 'Sending', '1', '0', '1', '2', expect.any(String), '—', '—'],
    ]);
  });

  it('offers another try when the groups cannot be read', async () => {
    const gateway = restockGateway();
    gateway.answer({ [`GET ${RESTOCK}/groups`]: refusal(503, 'Unable to connect. Please try again') });
    renderOwnerScreen('restock', '/config/restock');
    await screen.findAllByText('Unable to load. Try again.');
    gateway.answer({ [`GET ${RESTOCK}/groups`]: page('signUpGroups', [group(1)]) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Product 1' })).toBeTruthy();
  });
});
