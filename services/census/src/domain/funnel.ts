/** The commerce funnel's steps in order; census_hour_steps numbers them from 1. */
export const FUNNEL_STEPS = ['Product view', 'Add to cart', 'Checkout', 'Purchase'] as const;

export interface FunnelStep {
  step: (typeof FUNNEL_STEPS)[number];
  visitors: number;
  /** visitors / the previous step's visitors; 1 for the first step, 0 when the previous had none. */
  rate: number;
}

/** Every step in order from the visitors counted per step number (a step nobody reached counts 0). */
export function funnelOf(counted: { step: number; visitors: number }[]): FunnelStep[] {
  const visitorsAt = new Map(counted.map(({ step, visitors }) => [Number(step), visitors]));
  return FUNNEL_STEPS.map((step, index) => {
    const visitors = visitorsAt.get(index + 1) ?? 0;
    const previous = index === 0 ? undefined : (visitorsAt.get(index) ?? 0);
    const rate = previous === undefined ? 1 : previous === 0 ? 0 : visitors / previous;
    return { step, visitors, rate };
  });
}
