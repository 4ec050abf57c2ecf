import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { announce } from '@storefront/ui';
import { accountFailure, Loaded } from '@storefront/ui/account';
import { addFormStyle } from '@storefront/ui/forms';
import { ownerApi, type StoreSettingsChoice } from './owner-api';
import { CheckboxSetting, SelectSetting, TextSetting } from './SettingField';
import { currencyChoices, timeZoneChoices } from './settings-choices';
import type { SignedInScreenProps } from './screen-props';

export const SETTINGS_SAVED = 'Settings saved.';

type ChoiceName = 'selectedCurrency' | 'timeZone';
type SwitchName = 'expressCheckout' | 'multipleQuantityAllowedForServices';
type TextName = 'captchaSiteKey';

/** The settings in the order the form shows them (and focus looks for the first one in error). */
const settingSpecs: readonly (
  | { kind: 'choice'; name: ChoiceName; label: string }
  | { kind: 'switch'; name: SwitchName; label: string; hint?: string }
  | { kind: 'text'; name: TextName; label: string; hint?: string }
)[] = [
  { kind: 'choice', name: 'selectedCurrency', label: 'Store currency' },
  {
    kind: 'switch',
    name: 'expressCheckout',
    label: 'Express checkout',
    hint: 'Add to cart takes the buyer straight to checkout.',
  },
  { kind: 'switch', name: 'multipleQuantityAllowedForServices', label: 'Allow more than one of a service in a cart' },
  { kind: 'choice', name: 'timeZone', label: 'Time zone' },
  {
    kind: 'text',
    name: 'captchaSiteKey',
    label: 'Captcha site key',
    hint: "The public key of the site's reCAPTCHA; leave empty for forms without a captcha.",
  },
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const choicesOf = useMemo(
    () => ({ selectedCurrency: currencyChoices(), timeZone: timeZoneChoices(initial.timeZone) }),
    [initial.timeZone],
  );

  const set = <K extends keyof StoreSettingsChoice>(name: K, value: StoreSettingsChoice[K]) => {
    setChoice((previous) => ({ ...previous, [name]: value }));
    setSaved(false);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || !canSave) return;
    sending.current = true;
    setSaving(true);
    setAlert('');
    setErrors({});
    try {
      setChoice(await ownerApi.saveSettings(choice));
      setSaved(true);
      announce(SETTINGS_SAVED);
    } catch (error) {
      const failure = accountFailure(error);
      setErrors(failure.fieldErrors);
      setAlert(failure.message);
      const first = settingSpecs.find(({ name }) => name in failure.fieldErrors)?.name;
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
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

/** /config/settings: the store's currency, checkout and service-quantity choices, time zone and captcha site key. */
export function SettingsScreen({ account }: SignedInScreenProps) {
  return (
    <Loaded load={ownerApi.settings}>
      {(settings) => <SettingsForm initial={settings} canSave={account.permissions.includes('manageSettings')} />}
    </Loaded>
  );
}
