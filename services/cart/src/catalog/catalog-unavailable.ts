/** The catalog did not answer in time; the cart cannot check stock, so it changes nothing. */
export class CatalogUnavailable extends Error {
  override readonly name = 'CatalogUnavailable';
  constructor() {
    super('The store is busy right now. Please try again in a few seconds.');
  }
}
