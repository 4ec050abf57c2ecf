import { databaseUrlVariable } from './common-config';
import { withTestSecret } from './testing';

export interface ServiceConfigExpectations<C> {
  /** The port it listens on when GRPC_PORT is not set. */
  grpcPort: number;
  /** Its own variables' defaults. */
  defaults?: Partial<C>;
  /** Variables it leaves unset when absent, so what needs them stays off. */
  unsetByDefault?: (keyof C & string)[];
}

/**
 * The configuration tests every service passes, named after `service` (e.g. 'cart'): with nothing
 * set it runs on a laptop under its own name, port and data folder, and it reads its own database
 * URL (`CART_DATABASE_URL`). `load` is given the test secret, which every service needs.
 */
export function itLoadsServiceConfig<C extends object>(
  service: string,
  loadConfig: (env: NodeJS.ProcessEnv) => C,
  { grpcPort, defaults = {}, unsetByDefault = [] }: ServiceConfigExpectations<C>,
): void {
  const load = withTestSecret(loadConfig);

  it('has working defaults for a laptop', () => {
    const config = load({});
    expect(config).toMatchObject({ SERVICE_NAME: service, GRPC_PORT: grpcPort, DATA_DIR: `.data/${service}` });
    expect(config).toMatchObject(defaults);
    for (const variable of unsetByDefault) expect(config[variable]).toBeUndefined();
  });

  it('reads its own database URL', () => {
    const variable = databaseUrlVariable(service);
    const url = `postgres://db/${service}`;
    expect((load({ [variable]: url }) as Record<string, unknown>)[variable]).toBe(url);
  });
}
