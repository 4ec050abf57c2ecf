/**
 * The few rules the rendered fields need that the theme (services/gateway/theme/assets/site.css)
 * does not have yet: the counter's error style, group layout, the inline newsletter. Added once per
 * document, before the theme's own rules so the theme still wins wherever it says something.
 */
const css = `
.form-counter { margin: 0; font-size: 0.85rem; color: var(--muted, #555); }
.form-counter--error { color: var(--sale, #b3261e); font-weight: 600; }
.form-item .field-error { margin: 0; }
.form-item fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 0.4rem; min-width: 0; }
.form-item legend { padding: 0; margin-bottom: 0.3rem; }
.form-item select { padding: 0.55rem; font: inherit; }
.field-parts { display: flex; flex-wrap: wrap; gap: 0.6rem; }
.field-part { display: grid; gap: 0.2rem; flex: 1 1 8rem; }
.field-parts--date .field-part, .field-parts--time .field-part, .field-parts--phone .field-part { flex: 0 1 6rem; }
.likert-question { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; align-items: center; padding: 0.3rem 0; }
.likert-question-text { flex: 1 0 100%; }
.react-form, .field-list { display: grid; gap: 1.2rem; }
.newsletter-form--inline { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.6rem; }
.newsletter-form--inline .newsletter-form-fields { flex: 1 1 14rem; }
.form-error-summary, .form-submission-error { color: var(--sale, #b3261e); }
`;

let added = false;

export function addFormStyle(): void {
  if (added || typeof document === 'undefined') return;
  added = true;
  const style = document.createElement('style');
  style.dataset.storefrontForms = '';
  style.textContent = css;
  document.head.prepend(style);
}
