import type { CheckoutSettingsJson } from '@storefront/contracts';
import { announce } from '@storefront/ui';
import { accountFailure, Loaded } from '@storefront/ui/account';
import { addFormStyle } from '@storefront/ui/forms';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ownerApi } from './owner-api';
import {
  couponOf,
  couponRow,
  rateOf,
  rateRow,
  taxOf,
  taxRow,
  type CouponRow,
  type RateRow,
  type TaxRow,
} from './checkout-settings-rows';
import { CheckboxSetting, NumberSetting, SelectSetting, TextSetting } from './SettingField';
import type { SignedInScreenProps } from './screen-props';

export const CHECKOUT_SETTINGS_SAVED = 'Checkout settings saved.';

const MAX_CENTS = 100_000_000;

const RATE_KINDS = [
  { value: 'flat', label: 'Flat rate' },
  { value: 'freeAbove', label: 'Free above an order subtotal' },
  { value: 'weight', label: 'By weight' },
];
const COUPON_KINDS = [
  { value: 'percentage', label: 'Percent off' },
  { value: 'fixedAmount', label: 'Amount off (cents)' },
  { value: 'freeShipping', label: 'Free shipping' },
];

const newRate = (): RateRow => ({
  id: crypto.randomUUID(),
  name: '',
  kind: 'flat',
  zone: 'everywhere',
  amountCents: 0,
  tiers: '',
});
const newTax = (): TaxRow => ({
  id: crypto.randomUUID(),
  name: '',
  countryCode: 'US',
  region: '',
  ratePercent: '0',
  taxesShipping: false,
});
const newCoupon = (): CouponRow => ({
  code: '',
  kind: 'percentage',
  value: 10,
  minimumSubtotalCents: 0,
  startsOn: '',
  endsOn: '',
  totalUsageLimit: '',
  perCustomerLimit: '',
  timesUsed: 0,
});

/** Rows of one list: each changed in place, added at the end, removed by its button. */
function useRows<R>(initial: R[]) {
  const [rows, setRows] = useState(initial);
  return {
    rows,
    change: (index: number, patch: Partial<R>) =>
      setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row))),
    add: (row: R) => setRows((all) => [...all, row]),
    remove: (index: number) => setRows((all) => all.filter((_, i) => i !== index)),
  };
}

function CheckoutSettingsForm({ initial, canSave }: { initial: CheckoutSettingsJson; canSave: boolean }) {
  addFormStyle();
  const key = useId().replace(/:/g, '');
  const rates = useRows(initial.shippingRates.map(rateRow));
  const taxes = useRows(initial.taxRules.map(taxRow));
  const coupons = useRows(initial.coupons.map(couponRow));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !canSave) return;
    setSaving(true);
    setAlert('');
    try {
      await ownerApi.saveCheckoutSettings({
        shippingRates: rates.rows.map(rateOf),
        taxRules: taxes.rows.map(taxOf),
        coupons: coupons.rows.map(couponOf),
      });
      setErrors({});
      announce(CHECKOUT_SETTINGS_SAVED);
    } catch (error) {
      const failure = accountFailure(error);
      setErrors(failure.fieldErrors);
      setAlert(failure.message);
      const first = Object.keys(failure.fieldErrors)[0];
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } finally {
      setSaving(false);
    }
  };

  const field = (path: string, label: string) => ({
    id: `${key}-${path.replace(/\./g, '-')}`,
    name: path,
    label,
    error: errors[path],
    disabled: !canSave,
  });
  const cents = { min: 0, max: MAX_CENTS, unit: 'cents' };

  return (
    <form
      ref={form}
      className="react-form owner-checkout-settings"
      noValidate
      aria-label="Checkout settings"
      aria-busy={saving || undefined}
      onSubmit={(event) => void save(event)}
    >
      <div className="form-submission-error" role="alert">
        {alert}
      </div>

      <fieldset>
        <legend>Shipping rates</legend>
        {rates.rows.map((rate, index) => {
          const at = `shippingRates.${index}`;
          return (
            <div key={rate.id} className="owner-checkout-row">
              <TextSetting
                {...field(`${at}.name`, 'Name')}
                value={rate.name}
                onChange={(name) => rates.change(index, { name })}
              />
              <SelectSetting
                {...field(`${at}.kind`, 'Kind')}
                value={rate.kind}
                choices={RATE_KINDS}
                onChange={(kind) => rates.change(index, { kind: kind as RateRow['kind'] })}
              />
              <TextSetting
                {...field(`${at}.zone`, 'Countries')}
                hint="'everywhere', or country codes such as US, CA"
                value={rate.zone}
                onChange={(zone) => rates.change(index, { zone })}
              />
              {rate.kind === 'weight' ? (
                <TextSetting
                  {...field(`${at}.tiers`, 'Weight tiers')}
                  hint="One per line: up to grams = cost in cents; * for any weight"
                  value={rate.tiers}
                  onChange={(tiers) => rates.change(index, { tiers })}
                />
              ) : (
                <NumberSetting
                  {...field(
                    `${at}.${rate.kind === 'flat' ? 'costCents' : 'minimumSubtotalCents'}`,
                    rate.kind === 'flat' ? 'Cost' : 'Free from a subtotal of',
                  )}
                  {...cents}
                  value={rate.amountCents}
                  onChange={(amountCents) => rates.change(index, { amountCents })}
                />
              )}
              <button
                type="button"
                className="button owner-checkout-remove"
                disabled={!canSave}
                onClick={() => rates.remove(index)}
              >
                Remove rate {rate.name}
              </button>
            </div>
          );
        })}
        <button type="button" className="button" disabled={!canSave} onClick={() => rates.add(newRate())}>
          Add a shipping rate
        </button>
      </fieldset>

      <fieldset>
        <legend>Tax rules</legend>
        {taxes.rows.map((rule, index) => {
          const at = `taxRules.${index}`;
          return (
            <div key={rule.id} className="owner-checkout-row">
              <TextSetting
                {...field(`${at}.name`, 'Name')}
                value={rule.name}
                onChange={(name) => taxes.change(index, { name })}
              />
              <TextSetting
                {...field(`${at}.countryCode`, 'Country')}
                hint="Two letters, such as US"
                value={rule.countryCode}
                onChange={(countryCode) => taxes.change(index, { countryCode })}
              />
              <TextSetting
                {...field(`${at}.region`, 'Region')}
                hint="A state or province code, such as NY; empty for the whole country"
                value={rule.region}
                onChange={(region) => taxes.change(index, { region })}
              />
              <TextSetting
                {...field(`${at}.rateBasisPoints`, 'Rate (%)')}
                value={rule.ratePercent}
                onChange={(ratePercent) => taxes.change(index, { ratePercent })}
              />
              <CheckboxSetting
                {...field(`${at}.taxesShipping`, 'Taxes shipping')}
                value={rule.taxesShipping}
                onChange={(taxesShipping) => taxes.change(index, { taxesShipping })}
              />
              <button
                type="button"
                className="button owner-checkout-remove"
                disabled={!canSave}
                onClick={() => taxes.remove(index)}
              >
                Remove tax rule {rule.name}
              </button>
            </div>
          );
        })}
        <button type="button" className="button" disabled={!canSave} onClick={() => taxes.add(newTax())}>
          Add a tax rule
        </button>
      </fieldset>

      <fieldset>
        <legend>Coupons</legend>
        {coupons.rows.map((coupon, index) => {
          const at = `coupons.${index}`;
          return (
            <div key={index} className="owner-checkout-row">
              <TextSetting
                {...field(`${at}.code`, 'Code')}
                value={coupon.code}
                onChange={(code) => coupons.change(index, { code })}
              />
              <SelectSetting
                {...field(`${at}.kind`, 'Kind')}
                value={coupon.kind}
                choices={COUPON_KINDS}
                onChange={(kind) => coupons.change(index, { kind: kind as CouponRow['kind'] })}
              />
              {coupon.kind === 'freeShipping' ? null : (
                <NumberSetting
                  {...field(
                    `${at}.${coupon.kind === 'percentage' ? 'percent' : 'amountCents'}`,
                    coupon.kind === 'percentage' ? 'Percent off' : 'Amount off',
                  )}
                  {...(coupon.kind === 'percentage' ? { min: 1, max: 100, unit: '%' } : cents)}
                  value={coupon.value}
                  onChange={(value) => coupons.change(index, { value })}
                />
              )}
              <NumberSetting
                {...field(`${at}.minimumSubtotalCents`, 'Minimum subtotal')}
                {...cents}
                value={coupon.minimumSubtotalCents}
                onChange={(minimumSubtotalCents) => coupons.change(index, { minimumSubtotalCents })}
              />
              <TextSetting
                {...field(`${at}.startsAt`, 'Starts on')}
                hint="YYYY-MM-DD, empty for now"
                value={coupon.startsOn}
                onChange={(startsOn) => coupons.change(index, { startsOn })}
              />
              <TextSetting
                {...field(`${at}.endsAt`, 'Ends before')}
                hint="YYYY-MM-DD, empty for never"
                value={coupon.endsOn}
                onChange={(endsOn) => coupons.change(index, { endsOn })}
              />
              <TextSetting
                {...field(`${at}.totalUsageLimit`, 'Uses in all')}
                hint="Empty for no limit"
                value={coupon.totalUsageLimit}
                onChange={(totalUsageLimit) => coupons.change(index, { totalUsageLimit })}
              />
              <TextSetting
                {...field(`${at}.perCustomerLimit`, 'Uses per customer')}
                hint="Empty for no limit"
                value={coupon.perCustomerLimit}
                onChange={(perCustomerLimit) => coupons.change(index, { perCustomerLimit })}
              />
              <p className="owner-checkout-used">Used {coupon.timesUsed} times</p>
              <button
                type="button"
                className="button owner-checkout-remove"
                disabled={!canSave}
                onClick={() => coupons.remove(index)}
              >
                Remove coupon {coupon.code}
              </button>
            </div>
          );
        })}
        <button type="button" className="button" disabled={!canSave} onClick={() => coupons.add(newCoupon())}>
          Add a coupon
        </button>
      </fieldset>

      {canSave ? (
        <div className="form-button-wrapper">
          <button type="submit" className="button sqs-system-button">
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      ) : null}
    </form>
  );
}

/** /config/checkout: the store's shipping rates, tax rules and coupons. */
export function CheckoutSettingsScreen({ account }: SignedInScreenProps) {
  return (
    <Loaded load={ownerApi.checkoutSettings}>
      {(settings) => (
        <CheckoutSettingsForm initial={settings} canSave={account.permissions.includes('manageSettings')} />
      )}
    </Loaded>
  );
}
