import { formatMinorUnits, SUBSCRIPTION_STATUS_LABELS, subscriptionPlanWording } from '@storefront/commerce';
import { CursorListFooter } from './CursorListFooter';
import { ownerApi } from './owner-api';
import type { SignedInScreenProps } from './screen-props';
import { useCursorList } from './use-cursor-list';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** /config/subscriptions: the store's subscriptions, newest first, with plan, state and next billing date. */
export function SubscriptionsScreen(_props: SignedInScreenProps) {
  const list = useCursorList(ownerApi.subscriptions);
  if (list.loaded && list.items.length === 0 && !list.problem)
    return <p className="owner-empty">No subscriptions yet.</p>;
  return (
    <section className="owner-subscriptions" aria-busy={!list.loaded || undefined}>
      <table className="owner-table">
        <caption className="visually-hidden">Subscriptions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Customer</th>
            <th scope="col">Status</th>
            <th scope="col">Plan</th>
            <th scope="col">Billed</th>
            <th scope="col">Next billing</th>
            <th scope="col">Each billing</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((subscription) => (
            <tr key={subscription.id}>
              <th scope="row">
                {subscription.title} × {subscription.quantity}
              </th>
              <td>{subscription.email}</td>
              <td>
                {SUBSCRIPTION_STATUS_LABELS[subscription.status] ?? subscription.status}
                {subscription.lastFailure ? <div>{subscription.lastFailure}</div> : null}
              </td>
              <td>
                {subscriptionPlanWording(
                  subscription.billingPeriodValue,
                  subscription.billingPeriodUnit,
                  subscription.numBillingCycles,
                )}
              </td>
              <td>{subscription.cyclesBilled}</td>
              <td>{subscription.nextBilling ? day.format(new Date(subscription.nextBilling)) : '—'}</td>
              <td>{formatMinorUnits(subscription.amountCents, subscription.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CursorListFooter list={list} what="subscriptions" />
    </section>
  );
}
