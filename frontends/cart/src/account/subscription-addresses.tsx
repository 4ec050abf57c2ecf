import { createRoot } from 'react-dom/client';
import type { CheckoutAddressJson } from '@storefront/contracts';
import { announce, prepareAnnouncer } from '@storefront/ui';
import { EMPTY_ADDRESS } from '../checkout/AddressFieldset';
import { SubscriptionAddressDialog } from './SubscriptionAddressDialog';

/** The address a button carries (server JSON); a broken one starts the form empty rather than failing. */
function addressOf(button: HTMLElement): CheckoutAddressJson {
  try {
    return {
      ...EMPTY_ADDRESS,
      ...(JSON.parse(button.dataset.subscriptionAddress ?? '{}') as Partial<CheckoutAddressJson>),
    };
  } catch {
    return EMPTY_ADDRESS;
  }
}

/**
 * The account page's "Change address" buttons (server markup, `data-subscription-readdress`): a
 * press opens the address dialog; once saved, the page is shown again as the server now has it.
 */
export function connectSubscriptionAddresses(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-subscription-readdress]')) {
    button.addEventListener('click', () => open(button));
  }
}

function open(button: HTMLButtonElement): void {
  prepareAnnouncer();
  const host = document.createElement('div');
  document.body.append(host);
  const dialog = createRoot(host);
  const close = () => {
    dialog.unmount();
    host.remove();
  };
  dialog.render(
    <SubscriptionAddressDialog
      subscriptionId={button.dataset.subscriptionReaddress ?? ''}
      title={button.dataset.subscriptionTitle ?? 'this subscription'}
      address={addressOf(button)}
      opener={button}
      onClose={close}
      onSaved={() => {
        close();
        announce('Shipping address changed.');
        window.location.reload();
      }}
    />,
  );
}
