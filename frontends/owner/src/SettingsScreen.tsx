import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { announce } from '@storefront/ui';
import { accountFailure, Loaded } from '@storefront/ui/account';
import { addFormStyle } from '@storefront/ui/forms';
import { ownerApi, type StoreSettingsChoice } from './owner-api';
import { INSTALLMENT_LIMIT_MAX, THEME_RADIUS_PX } from '@storefront/commerce';
import {
  CheckboxSetting,
  ColorSetting,
  NumberSetting,
  SelectSetting,
  TextAreaSetting,
  TextSetting,
} from './SettingField';
import { presentmentLines, presentmentRatesOfLines } from './presentment-lines';
import { accountCountryChoices, currencyChoices, themeFontChoices, timeZoneChoices } from './settings-choices';
import type { SignedInScreenProps } from './screen-props';

export const SETTINGS_SAVED = 'Settings saved.';

type ChoiceName = 'selectedCurrency' | 'timeZone' | 'themeFont' | 'stripeAccountCountry';
type SwitchName = 'expressCheckout' | 'multipleQuantityAllowedForServices' | 'restrictiveCookies' | 'afterPayAvailable';
type TextName = 'captchaSiteKey';
type ColorName = 'themeAccentColor' | 'themeTextColor' | 'themeBackgroundColor';

/** The settings in the order the form shows them (and focus looks for the first one in error). */
const settingSpecs: readonly (
  | { kind: 'choice'; name: ChoiceName; label: string }
  | { kind: 'switch'; name: SwitchName; label: string; hint?: string }
  | { kind: 'text'; name: TextName; label: string; hint?: string }
  | { kind: 'color'; name: ColorName; label: string; hint?: string }
  | { kind: 'radius'; name: 'themeRadiusPx'; label: string; hint?: string }
  | { kind: 'limit'; name: 'afterPayMin' | 'afterPayMax'; label: string; hint?: string }
  | { kind: 'rates'; name: 'presentmentRates'; label: string; hint?: string }
)[] = [
  { kind: 'choice', name: 'selectedCurrency', label: 'Store currency' },
  {
    kind: 'rates',
    name: 'presentmentRates',
    label: 'Currencies shown to visitors',
    hint:
      'One per line: a currency code and how much of it one unit of the store currency buys, e.g. EUR 0.92. ' +
      'Visitors can then choose to see approximate prices in it; they always pay in the store currency.',
  },
  {
    kind: 'switch',
    name: 'expressCheckout',
    label: 'Express checkout',
    hint: 'Add to cart takes the buyer straight to checkout.',
  },
  { kind: 'switch', name: 'multipleQuantityAllowedForServices', label: 'Allow more than one of a service in a cart' },
  {
    kind: 'switch',
    name: 'afterPayAvailable',
    label: 'Pay in installments',
    hint: 'Product pages and the cart offer 4 interest-free payments where the price allows.',
  },
  {
    kind: 'limit',
    name: 'afterPayMin',
    label: 'Installments for prices over',
    hint: 'In cents of the store currency.',
  },
  {
    kind: 'limit',
    name: 'afterPayMax',
    label: 'Installments for prices up to',
    hint: 'In cents of the store currency.',
  },
  { kind: 'choice', name: 'stripeAccountCountry', label: 'Payment account country' },
  { kind: 'choice', name: 'timeZone', label: 'Time zone' },
  {
    kind: 'text',
    name: 'captchaSiteKey',
    label: 'Captcha site key',
    hint: "The public key of the site's reCAPTCHA; leave empty for forms without a captcha.",
  },
  {
    kind: 'switch',
    name: 'restrictiveCookies',
    label: 'Restrictive cookies',
    hint: 'Visitors are counted without a visitor cookie: each page view counts as a new visitor.',
  },
  {
    kind: 'color',
    name: 'themeAccentColor',
    label: 'Accent colour',
    hint: 'Buttons and the cart. Their labels must stay readable on it (contrast 4.5:1).',
  },
  { kind: 'color', name: 'themeTextColor', label: 'Text colour', hint: 'At least 4.5:1 against the background.' },
  { kind: 'color', name: 'themeBackgroundColor', label: 'Background colour' },
  { kind: 'choice', name: 'themeFont', label: 'Fonts' },
  { kind: 'radius', name: 'themeRadiusPx', label: 'Corner radius', hint: 'Of buttons, fields and images.' },
];

interface SettingsFormProps {
  initial: StoreSettingsChoice;
  /** Without manageSettings the values are shown but cannot be changed (the gateway refuses anyway). */
  canSave: boolean;
}

function SettingsForm({ initial, canSave }: SettingsFormProps) {
  addFormStyle();
  const key = useId().replace(/:/g, '');
  const [choice, setChoice] = useState(initial);
  // the rates as typed; read into a list only on saving, so a line half written is no error yet
  const [rateLines, setRateLines] = useState(() => presentmentLines(initial.presentmentRates));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const choicesOf = useMemo(
    () => ({
      selectedCurrency: currencyChoices(),
      timeZone: timeZoneChoices(initial.timeZone),
      themeFont: themeFontChoices(),
      stripeAccountCountry: accountCountryChoices(initial.stripeAccountCountry),
    }),
    [initial.timeZone, initial.stripeAccountCountry],
  );

  const set = <K extends keyof StoreSettingsChoice>(name: K, value: StoreSettingsChoice[K]) => {
    setChoice((previous) => ({ ...previous, [name]: value }));
    setSaved(false);
  };

  const focusSetting = (name: string) => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || !canSave) return;
    setAlert('');
    const rates = presentmentRatesOfLines(rateLines);
    if ('refused' in rates) {
      setErrors({ presentmentRates: rates.refused });
      focusSetting('presentmentRates');
      return;
    }
    sending.current = true;
    setSaving(true);
    setErrors({});
    try {
      const updated = await ownerApi.saveSettings({ ...choice, presentmentRates: rates });
      setChoice(updated);
      setRateLines(presentmentLines(updated.presentmentRates));
      setSaved(true);
      announce(SETTINGS_SAVED);
    } catch (error) {
      const failure = accountFailure(error);
      setErrors(failure.fieldErrors);
      setAlert(failure.message);
      const first = settingSpecs.find(({ name }) => name in failure.fieldErrors)?.name;
      if (first) focusSetting(first);
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="react-form owner-settings"
      noValidate
      aria-label="Store settings"
      aria-busy={saving || undefined}
      onSubmit={(event) => void save(event)}
    >
      <div className="form-submission-error" role="alert">
        {alert}
      </div>
      {settingSpecs.map((spec) => {
        const common = {
          key: spec.name,
          id: `${key}-${spec.name}`,
          name: spec.name,
          label: spec.label,
          hint: 'hint' in spec ? spec.hint : undefined,
          error: errors[spec.name],
          disabled: !canSave,
        };
        if (spec.kind === 'switch')
          return <CheckboxSetting {...common} value={choice[spec.name]} onChange={(value) => set(spec.name, value)} />;
        if (spec.kind === 'text')
          return <TextSetting {...common} value={choice[spec.name]} onChange={(value) => set(spec.name, value)} />;
        if (spec.kind === 'rates')
          return (
            <TextAreaSetting
              {...common}
              rows={4}
              value={rateLines}
              onChange={(value) => {
                setRateLines(value);
                setSaved(false);
              }}
            />
          );
        if (spec.kind === 'color')
          return <ColorSetting {...common} value={choice[spec.name]} onChange={(value) => set(spec.name, value)} />;
        if (spec.kind === 'limit')
          return (
            <NumberSetting
              {...common}
              min={0}
              max={INSTALLMENT_LIMIT_MAX}
              unit="cents"
              value={choice[spec.name]}
              onChange={(value) => set(spec.name, value)}
            />
          );
        if (spec.kind === 'radius')
          return (
            <NumberSetting
              {...common}
              min={THEME_RADIUS_PX.min}
              max={THEME_RADIUS_PX.max}
              unit="px"
              value={choice[spec.name]}
              onChange={(value) => set(spec.name, value)}
            />
          );
        return (
          <SelectSetting
            {...common}
            value={choice[spec.name]}
            choices={choicesOf[spec.name]}
            onChange={(value) => set(spec.name, value)}
          />
        );
      })}
      {canSave ? (
        <div className="form-button-wrapper">
          <button type="submit" className="button sqs-system-button">
            {saving ? 'Saving…' : 'Save'}
          </button>
          {saved ? <p className="owner-settings-saved">{SETTINGS_SAVED}</p> : null}
        </div>
      ) : null}
    </form>
  );
}

/**
 * /config/settings: the store's currency and the currencies shown to visitors, checkout and
 * service-quantity choices, time zone, captcha site key and the storefront theme's colours, fonts
 * and corner radius.
 */
export function SettingsScreen({ account }: SignedInScreenProps) {
  return (
    <Loaded load={ownerApi.settings}>
      {(settings) => <SettingsForm initial={settings} canSave={account.permissions.includes('manageSettings')} />}
    </Loaded>
  );
}
