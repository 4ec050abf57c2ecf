import type { Formatter } from '../../plugin';

/**
 * `unit`, `datetimefield` and `i18n-money-format` are accepted in templates but leave the value
 * as it is, exactly as the published engine does.
 */
export const passthrough: Formatter = {
  apply() {
    // the value prints unchanged
  },
};
