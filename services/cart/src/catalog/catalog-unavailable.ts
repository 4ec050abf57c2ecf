import { UnavailableError } from '@storefront/service-kit/errors';

/** The catalog did not answer in time; the cart cannot check stock, so it changes nothing. */
export class CatalogUnavailable extends UnavailableError {
  constructor() {
    super('The store is busy right now. Please try again in a few seconds.');
  }
}
