/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENCIES, THEME_FONTS } from '@storefront/commerce';
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
  themeAccentColor: '#2b4c3f',
  themeTextColor: '#1d1c1a',
  themeBackgroundColor: '#faf8f4',
  themeFont: 'classic',
  themeRadiusPx: 6,
  restrictiveCookies: false,
  presentmentRates: [],
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
    await user.click(screen.getByLabelText('Restrictive cookies'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(announced()).toBe('Settings saved.'));
    expect(gateway.callsTo('PUT /api/owner/settings')[0]?.body).toEqual({
      selectedCurrency: 'EUR',
      expressCheckout: true,
      multipleQuantityAllowedForServices: true,
      timeZone: 'Europe/Berlin',
      captchaSiteKey: '6LcSiteKey_-1',
      themeAccentColor: '#2b4c3f',
      themeTextColor: '#1d1c1a',
      themeBackgroundColor: '#faf8f4',
      themeFont: 'classic',
      themeRadiusPx: 6,
      restrictiveCookies: true,
      presentmentRates: [],
    });
  });

  it('sends the currencies shown to visitors as a list, one a line, and shows them as kept', async () => {
    const gateway = settingsGateway();
    gateway.answer({
      'GET /api/owner/settings': {
        status: 200,
        body: { ...stored, presentmentRates: [{ currency: 'EUR', rate: '0.92' }] },
      },
    });
    renderOwnerScreen('settings', '/config/settings');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Store settings' });
    const rates = screen.getByLabelText('Currencies shown to visitors') as HTMLTextAreaElement;
    expect(rates.value).toBe('EUR 0.92');
    expect(document.getElementById(rates.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^One per line: a currency code/,
    );
    await user.type(rates, '{Enter}{Enter}  jpy   150.5  {Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(announced()).toBe('Settings saved.'));
    expect(gateway.callsTo('PUT /api/owner/settings')[0]?.body).toMatchObject({
      selectedCurrency: 'USD',
      presentmentRates: [
        { currency: 'EUR', rate: '0.92' },
        { currency: 'JPY', rate: '150.5' },
      ],
    });
    // what was kept, one a line, without the blank lines typed
    expect(rates.value).toBe('EUR 0.92\nJPY 150.5');
  });

  it('refuses a line that is no currency and rate without sending anything, and shows a refused rate', async () => {
    const gateway = settingsGateway();
    renderOwnerScreen('settings', '/config/settings');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Store settings' });
    const rates = screen.getByLabelText('Currencies shown to visitors') as HTMLTextAreaElement;
    const errorOf = (control: HTMLElement) =>
      document.getElementById(control.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;
    fireEvent.change(rates, { target: { value: 'EUR 0.92\nGBP=0.8' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(rates));
    expect(rates.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(rates)).toBe('Write each line as a currency code and a rate, such as EUR 0.92.');
    expect(gateway.callsTo('PUT /api/owner/settings')).toHaveLength(0);

    const refused = 'The store currency needs no rate: prices are shown in it already.';
    gateway.answer({
      'PUT /api/owner/settings': refusal(400, 'The settings were not saved: check the marked fields.', {
        presentmentRates: refused,
      }),
    });
    fireEvent.change(rates, { target: { value: 'USD 1' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(rates));
    expect(gateway.callsTo('PUT /api/owner/settings')[0]?.body).toMatchObject({
      presentmentRates: [{ currency: 'USD', rate: '1' }],
    });
    expect(errorOf(rates)).toBe(refused);
    expect(screen.getByText('The settings were not saved: check the marked fields.')).toBeTruthy();
    expect(screen.queryByText('Settings saved.')).toBeNull();
  });

  it("changes the theme's colours, fonts and radius, and shows a refused contrast on its colour", async () => {
    const gateway = settingsGateway();
    renderOwnerScreen('settings', '/config/settings');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Store settings' });
    const accent = screen.getByLabelText('Accent colour') as HTMLInputElement;
    expect(accent.value).toBe('#2b4c3f');
    fireEvent.input(accent, { target: { value: '#7a1f3d' } });
    expect(Array.from(select('Fonts').options).map((option) => option.value)).toEqual(
      THEME_FONTS.map((font) => font.id),
    );
    await user.selectOptions(select('Fonts'), 'modern');
    const radius = screen.getByLabelText('Corner radius') as HTMLInputElement;
    fireEvent.change(radius, { target: { value: '12' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(announced()).toBe('Settings saved.'));
    expect(gateway.callsTo('PUT /api/owner/settings')[0]?.body).toMatchObject({
      themeAccentColor: '#7a1f3d',
      themeFont: 'modern',
      themeRadiusPx: 12,
    });

    const contrast =
      'Text on this background has a contrast of 1.31:1; it needs at least 4.5:1 to be readable (WCAG AA).';
    gateway.answer({
      'PUT /api/owner/settings': refusal(400, 'The settings were not saved: check the marked fields.', {
        themeTextColor: contrast,
      }),
    });
    fireEvent.input(screen.getByLabelText('Text colour'), { target: { value: '#cccccc' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const text = screen.getByLabelText('Text colour');
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(text.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(contrast);
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
