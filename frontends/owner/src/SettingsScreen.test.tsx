/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENCIES } from '@storefront/commerce';
import { Role } from '@storefront/permissions';
import { announced, fakeGateway, refusal, type GatewayCall } from '@storefront/ui/testing';
import { ownerAccount, renderOwnerScreen } from './test-screen';

const admin = ownerAccount('acc-admin', 'owner@example.com', [Role.admin]);
const stored = {
  selectedCurrency: 'USD',
  expressCheckout: false,
  multipleQuantityAllowedForServices: true,
  timeZone: 'America/New_York',
  captchaSiteKey: '',
};

function settingsGateway() {
  return fakeGateway({
    'GET /api/owner/session': { status: 200, body: { account: admin } },
    'GET /api/owner/settings': { status: 200, body: stored },
    'PUT /api/owner/settings': ({ body }: GatewayCall) => ({ status: 200, body }),
  });
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('the settings screen', () => {
  it('offers the 27 currencies of the spec and the browser time zones, showing what is stored', async () => {
    settingsGateway();
    renderOwnerScreen('settings', '/config/settings');
    await screen.findByRole('form', { name: 'Store settings' });
    expect(Array.from(select('Store currency').options).map((option) => option.value)).toEqual(CURRENCIES);
    expect(CURRENCIES).toHaveLength(27);
    expect(select('Store currency').value).toBe('USD');
    expect(screen.getByRole('option', { name: 'EUR — Euro' })).toBeTruthy();
    expect(Array.from(select('Time zone').options).map((option) => option.value)).toEqual(
      Intl.supportedValuesOf('timeZone'),
    );
    expect(select('Time zone').value).toBe('America/New_York');
    expect((screen.getByLabelText('Express checkout') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Allow more than one of a service in a cart') as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('saves every setting at once and says so through the announcer', async () => {
    const gateway = settingsGateway();
    renderOwnerScreen('settings', '/config/settings');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Store settings' });
    await user.selectOptions(select('Store currency'), 'EUR');
    await user.click(screen.getByLabelText('Express checkout'));
    await user.selectOptions(select('Time zone'), 'Europe/Berlin');
    await user.type(screen.getByLabelText('Captcha site key'), '6LcSiteKey_-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(announced()).toBe('Settings saved.'));
    expect(gateway.callsTo('PUT /api/owner/settings')[0]?.body).toEqual({
      selectedCurrency: 'EUR',
      expressCheckout: true,
      multipleQuantityAllowedForServices: true,
      timeZone: 'Europe/Berlin',
      captchaSiteKey: '6LcSiteKey_-1',
    });
  });

  it('ties a refused setting to its control and moves focus there', async () => {
    const gateway = settingsGateway();
    gateway.answer({
      'PUT /api/owner/settings': refusal(400, 'Some settings are not valid.', {
        timeZone: 'Choose a time zone from the list.',
      }),
    });
    renderOwnerScreen('settings', '/config/settings');
    await screen.findByRole('form', { name: 'Store settings' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    const zone = select('Time zone');
    await waitFor(() => expect(document.activeElement).toBe(zone));
    expect(zone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(zone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose a time zone from the list.',
    );
    expect(screen.getByText('Some settings are not valid.')).toBeTruthy();
    expect(screen.queryByText('Settings saved.')).toBeNull();
  });

  it('shows but does not offer to change the settings to an account without manageSettings', async () => {
    const gateway = settingsGateway();
    gateway.answer({
      'GET /api/owner/session': {
        status: 200,
        body: { account: ownerAccount('acc-rep', 'rita@example.com', [Role.reporting]) },
      },
    });
    renderOwnerScreen('settings', '/config/settings');
    await screen.findByRole('form', { name: 'Store settings' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(select('Store currency').disabled).toBe(true);
  });
});
