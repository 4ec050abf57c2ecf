import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { announce } from '@storefront/ui';
import { accountFailure, Loaded } from '@storefront/ui/account';
import { addFormStyle } from '@storefront/ui/forms';
import { ownerApi, type StoreSettingsChoice } from './owner-api';
import { CheckboxSetting, SelectSetting } from './SettingField';
import { currencyChoices, timeZoneChoices } from './settings-choices';
import type { SignedInScreenProps } from './screen-props';

export const SETTINGS_SAVED = 'Settings saved.';

/** In the order the form shows them, so focus goes to the first one in error. */
const settingNames = ['selectedCurrency', 'expressCheckout', 'multipleQuantityAllowedForServices', 'timeZone'] as const;

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
  const currencies = useMemo(() => currencyChoices(), []);
  const zones = useMemo(() => timeZoneChoices(initial.timeZone), [initial.timeZone]);

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
      const first = settingNames.find((name) => name in failure.fieldErrors);
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
      <SelectSetting
        id={`${key}-currency`}
        name="selectedCurrency"
        label="Store currency"
        value={choice.selectedCurrency}
        choices={currencies}
        error={errors.selectedCurrency}
        disabled={!canSave}
        onChange={(value) => set('selectedCurrency', value)}
      />
      <CheckboxSetting
        id={`${key}-express`}
        name="expressCheckout"
        label="Express checkout"
        hint="Add to cart takes the buyer straight to checkout."
        checked={choice.expressCheckout}
        error={errors.expressCheckout}
        disabled={!canSave}
        onChange={(value) => set('expressCheckout', value)}
      />
      <CheckboxSetting
        id={`${key}-service-quantity`}
        name="multipleQuantityAllowedForServices"
        label="Allow more than one of a service in a cart"
        checked={choice.multipleQuantityAllowedForServices}
        error={errors.multipleQuantityAllowedForServices}
        disabled={!canSave}
        onChange={(value) => set('multipleQuantityAllowedForServices', value)}
      />
      <SelectSetting
        id={`${key}-time-zone`}
        name="timeZone"
        label="Time zone"
        value={choice.timeZone}
        choices={zones}
        error={errors.timeZone}
        disabled={!canSave}
        onChange={(value) => set('timeZone', value)}
      />
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

/** /config/settings: the store's currency, checkout and service-quantity choices and time zone. */
export function SettingsScreen({ account }: SignedInScreenProps) {
  return (
    <Loaded load={ownerApi.settings}>
      {(settings) => <SettingsForm initial={settings} canSave={account.permissions.includes('manageSettings')} />}
    </Loaded>
  );
}
