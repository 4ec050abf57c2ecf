/** The levels of `option idempotency_level` under which a repeated call is safe. */
const REPEATABLE = new Set(['NO_SIDE_EFFECTS', 'IDEMPOTENT']);

/**
 * The part of a ts-proto generic service definition (`<Service>Definition`, generated with
 * `outputServices=generic-definitions`) the retry policy reads: each method's name and the
 * `idempotency_level` its `.proto` declares.
 */
export interface ServiceContract {
  fullName: string;
  methods: Readonly<Record<string, { name: string; options: { idempotencyLevel?: string } }>>;
}

/**
 * The methods of a grpc-js service definition whose contract says a repeat is safe. Every method
 * must be found in the contract under the same path, so a client given another service's
 * contract fails at construction instead of retrying by the wrong rules.
 */
export function repeatableMethods(contract: ServiceContract, service: object): Set<string> {
  const repeatable = new Set<string>();
  for (const [name, { path }] of Object.entries(service) as [string, { path: string }][]) {
    const method = contract.methods[name];
    if (!method || path !== `/${contract.fullName}/${method.name}`) {
      throw new Error(`${path} is not a method of the contract ${contract.fullName}`);
    }
    if (REPEATABLE.has(method.options.idempotencyLevel ?? '')) repeatable.add(name);
  }
  return repeatable;
}
