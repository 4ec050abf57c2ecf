import { render } from '@testing-library/react';
import { pageAt, prepareScreenTests } from '@storefront/ui/testing';
import { OwnerScreen } from './owner-screen-root';

prepareScreenTests();

/** Renders the screen of an owner hook at an address, recording where it sends the person. */
export function renderOwnerScreen(page: string, address = '/config') {
  const { environment, visited } = pageAt(address);
  return { ...render(<OwnerScreen page={page} environment={environment} />), visited };
}
