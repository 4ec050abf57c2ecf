import { formProblem } from '../form-problem';

/**
 * Spec §8's form-problem message above a form or below it. Only the one above is an alert, so a
 * screen reader hears the problem once.
 */
export function FormProblemSummary({ where }: { where: 'above' | 'below' }) {
  return (
    <p className={`form-error-summary form-error-summary--${where}`} role={where === 'above' ? 'alert' : undefined}>
      {formProblem[where]}
    </p>
  );
}
