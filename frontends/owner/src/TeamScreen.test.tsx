/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@storefront/permissions';
import { announced, fakeGateway, refusal, type GatewayCall } from '@storefront/ui/testing';
import { ownerAccount, renderOwnerScreen } from './test-screen';

const admin = ownerAccount('acc-admin', 'owner@example.com', [Role.admin], 'Olive Owner');
const invitation = {
  invitationId: 'inv-1',
  email: 'sam@example.com',
  roles: [8],
  expiresAt: '2030-01-05T10:00:00.000Z',
};

/** A team that changes as the screen changes it, as the gateway's would. */
function teamGateway() {
  const reporter = ownerAccount('acc-rep', 'rita@example.com', [Role.reporting]);
  const team = { members: [admin, reporter], invitations: [invitation] };
  const gateway = fakeGateway({
    'GET /api/owner/session': { status: 200, body: { account: admin } },
    'GET /api/owner/team': () => ({ status: 200, body: JSON.parse(JSON.stringify(team)) }),
    'POST /api/owner/team/invitations': ({ body }: GatewayCall) => {
      const { email, roles } = body as { email: string; roles: number[] };
      const added = { invitationId: 'inv-2', email, roles, expiresAt: '2030-01-06T10:00:00.000Z' };
      team.invitations.push(added);
      return { status: 201, body: { invitation: added } };
    },
    'PUT /api/owner/team/acc-rep/roles': ({ body }: GatewayCall) => {
      reporter.roles = (body as { roles: number[] }).roles;
      return { status: 200, body: { account: reporter } };
    },
    'DELETE /api/owner/team/acc-rep': () => {
      team.members = team.members.filter((member) => member !== reporter);
      return { status: 204 };
    },
  });
  return gateway;
}

describe('the team screen', () => {
  it('lists members and open invitations with their roles by name; the signed-in owner is marked, not offered', async () => {
    teamGateway();
    renderOwnerScreen('team', '/config/team');
    const rows = await screen.findAllByRole('listitem');
    const texts = rows.map((row) => row.textContent ?? '');
    expect(texts[0]).toContain('Olive Owner (owner@example.com) (you)');
    expect(texts[0]).toContain('Admin');
    expect(texts[1]).toContain('rita@example.com');
    expect(texts[1]).toContain('Reporting');
    expect(texts[2]).toContain('sam@example.com');
    expect(texts[2]).toContain('Store manager');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Remove rita@example.com' })).toBeTruthy();
  });

  it('invites with an e-mail and a role chosen by name, says so and shows the invitation', async () => {
    const gateway = teamGateway();
    renderOwnerScreen('team', '/config/team');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByLabelText(/^Email/), 'new@example.com');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Reporting');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(announced()).toBe('Invitation sent to new@example.com.'));
    expect(gateway.callsTo('POST /api/owner/team/invitations')[0]?.body).toEqual({
      email: 'new@example.com',
      roles: [3],
    });
    await screen.findByText('new@example.com');
    expect((within(form).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('');
  });

  it('changes a member role', async () => {
    const gateway = teamGateway();
    renderOwnerScreen('team', '/config/team');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Role of rita@example.com'), 'Store manager');
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(announced()).toBe('rita@example.com is now Store manager.'));
    expect(gateway.callsTo('PUT /api/owner/team/acc-rep/roles')[0]?.body).toEqual({ roles: [8] });
  });

  it('asks before removing: Cancel has the focus, Escape removes nothing, Remove does', async () => {
    const gateway = teamGateway();
    renderOwnerScreen('team', '/config/team');
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Remove rita@example.com' });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove rita@example.com?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(remove);
    expect(gateway.callsTo('DELETE /api/owner/team/acc-rep')).toEqual([]);

    await user.click(remove);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('rita@example.com')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(gateway.callsTo('DELETE /api/owner/team/acc-rep')).toHaveLength(1);
    await waitFor(() => expect(announced()).toBe('rita@example.com was removed from the team.'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Members' })));
  });

  it('keeps the dialog open with the refusal when the last admin would go', async () => {
    const gateway = teamGateway();
    gateway.answer({
      'DELETE /api/owner/team/acc-rep': refusal(409, 'The website must keep at least one admin.'),
    });
    renderOwnerScreen('team', '/config/team');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove rita@example.com' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('The website must keep at least one admin.'),
    );
    expect(screen.getByText('rita@example.com')).toBeTruthy();
  });

  it('offers another try when the team cannot be read', async () => {
    const gateway = teamGateway();
    gateway.answer({
      'GET /api/owner/team': refusal(503, 'Unable to connect. Please try again'),
    });
    renderOwnerScreen('team', '/config/team');
    expect(await screen.findByText('Unable to load. Try again.')).toBeTruthy();
    gateway.answer({ 'GET /api/owner/team': { status: 200, body: { members: [admin], invitations: [] } } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No open invitations.')).toBeTruthy();
  });
});
