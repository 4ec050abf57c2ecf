import { apiRequest, announce, newIdempotencyKey } from '@storefront/ui';
import { refusalOf } from '../checkout/checkout-api';
import { SUBSCRIPTIONS_API } from './account-paths';

/**
 * The account page's "Cancel subscription" buttons (server markup, `data-subscription-cancel`):
 * a press asks to be sure, cancels through the crumb-carrying API, and shows the page again as the
 * server now has it. A refusal is said beside the button.
 */
export function connectSubscriptionCancels(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-subscription-cancel]')) {
    button.addEventListener('click', () => void cancel(button));
  }
}

async function cancel(button: HTMLButtonElement): Promise<void> {
  const id = button.dataset.subscriptionCancel ?? '';
  if (button.disabled || !window.confirm('Cancel this subscription? It will not bill again.')) return;
  button.disabled = true;
  try {
    await apiRequest('POST', `${SUBSCRIPTIONS_API}/${encodeURIComponent(id)}/cancel`, undefined, {
      idempotencyKey: newIdempotencyKey(),
    });
    announce('Subscription cancelled.');
    window.location.reload();
  } catch (error) {
    button.disabled = false;
    const message = document.createElement('p');
    message.className = 'account-subscription-error';
    message.setAttribute('role', 'alert');
    message.textContent = refusalOf(error).message;
    button.after(message);
  }
}
