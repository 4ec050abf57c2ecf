import { likertScale, type ChoiceState, type FormField } from '@storefront/form-rules';
import { toggleChoice } from '../form-state';
import { describedBy, FieldDescription, RequiredMark, type FieldIds } from './field-frame';

/** The legend of a group (its title, read as the group's name) and the description under it. */
function Heading({ field, ids }: { field: FormField; ids: FieldIds }) {
  return (
    <>
      <legend className="title" id={ids.title}>
        {field.title}
        <RequiredMark required={field.required} />
      </legend>
      <FieldDescription field={field} ids={ids} />
    </>
  );
}

interface ChoiceFieldProps {
  field: FormField;
  ids: FieldIds;
  choices: ChoiceState[];
  error: string | undefined;
  onChange: (choices: ChoiceState[]) => void;
}

/** radio (one answer) and checkbox (any number) groups. */
export function ChoiceField({ field, ids, choices, error, onChange }: ChoiceFieldProps) {
  const radio = field.type === 'radio';
  return (
    <fieldset
      id={ids.control}
      role={radio ? 'radiogroup' : undefined}
      aria-required={radio && field.required ? true : undefined}
      aria-invalid={radio && error ? true : undefined}
      aria-describedby={describedBy(ids, field, error) || undefined}
    >
      <Heading field={field} ids={ids} />
      {choices.map((choice, index) => (
        <label key={choice.value} className="option">
          <input
            type={radio ? 'radio' : 'checkbox'}
            name={`${ids.control}-${radio ? 'choice' : index}`}
            value={choice.value}
            checked={choice.checked}
            onChange={(event) => onChange(toggleChoice(choices, choice.value, event.currentTarget.checked, radio))}
          />{' '}
          {choice.value}
        </label>
      ))}
    </fieldset>
  );
}

interface LikertFieldProps {
  field: FormField;
  ids: FieldIds;
  questions: Record<string, ChoiceState[]>;
  error: string | undefined;
  onChange: (questions: Record<string, ChoiceState[]>) => void;
}

/** A survey: one radio row per question with the spec's five labels (values -2 .. 2). */
export function LikertField({ field, ids, questions, error, onChange }: LikertFieldProps) {
  return (
    <fieldset id={ids.control} aria-describedby={describedBy(ids, field, error) || undefined}>
      <Heading field={field} ids={ids} />
      {(field.options ?? []).map((question, row) => {
        const questionId = `${ids.control}-q${row}`;
        const choices = questions[question] ?? likertScale.map((step) => ({ value: step.value, checked: false }));
        return (
          <div key={question} className="likert-question" role="radiogroup" aria-labelledby={questionId}>
            <span className="likert-question-text" id={questionId}>
              {question}
            </span>
            {likertScale.map((step) => (
              <label key={step.value} className="likert-option">
                <input
                  type="radio"
                  name={questionId}
                  value={step.value}
                  checked={choices.find((choice) => choice.value === step.value)?.checked ?? false}
                  onChange={(event) =>
                    onChange({
                      ...questions,
                      [question]: toggleChoice(choices, step.value, event.currentTarget.checked, true),
                    })
                  }
                />{' '}
                {step.label}
              </label>
            ))}
          </div>
        );
      })}
    </fieldset>
  );
}

interface Part {
  label: string;
  autoComplete?: string;
  inputMode?: 'numeric';
  size?: number;
  /** Choices instead of free text. */
  options?: string[];
}

/** The inputs of each multi-part kind in answer order (spec §3 "Form answer types"). */
const partsOf: Record<string, Part[]> = {
  address: [
    { label: 'Address Line 1', autoComplete: 'address-line1' },
    { label: 'Address Line 2', autoComplete: 'address-line2' },
    { label: 'City', autoComplete: 'address-level2' },
    { label: 'State/Province', autoComplete: 'address-level1' },
    { label: 'Zip/Postal Code', autoComplete: 'postal-code' },
    { label: 'Country', autoComplete: 'country-name' },
  ],
  name: [
    { label: 'First Name', autoComplete: 'given-name' },
    { label: 'Last Name', autoComplete: 'family-name' },
  ],
  date: [
    { label: 'Month', inputMode: 'numeric', size: 2 },
    { label: 'Day', inputMode: 'numeric', size: 2 },
    { label: 'Year', inputMode: 'numeric', size: 4 },
  ],
  time: [
    { label: 'Hour', inputMode: 'numeric', size: 2 },
    { label: 'Minute', inputMode: 'numeric', size: 2 },
    { label: 'Second', inputMode: 'numeric', size: 2 },
    { label: 'AM/PM', options: ['AM', 'PM'] },
  ],
  // the answer prepends a blank country part (spec §5)
  phone: [
    { label: 'Area Code', inputMode: 'numeric', size: 3, autoComplete: 'tel-area-code' },
    { label: 'Prefix', inputMode: 'numeric', size: 3 },
    { label: 'Line', inputMode: 'numeric', size: 4 },
  ],
};

interface MultiPartFieldProps {
  field: FormField;
  ids: FieldIds;
  parts: string[];
  error: string | undefined;
  onChange: (parts: string[]) => void;
}

/** address, name, date, time and phone: a group of labelled inputs. */
export function MultiPartField({ field, ids, parts, error, onChange }: MultiPartFieldProps) {
  const set = (index: number, value: string) => onChange(parts.map((part, at) => (at === index ? value : part)));
  return (
    <fieldset id={ids.control} aria-describedby={describedBy(ids, field, error) || undefined}>
      <Heading field={field} ids={ids} />
      <div className={`field-parts field-parts--${field.type}`}>
        {(partsOf[field.type] ?? []).map((part, index) => {
          const partId = `${ids.control}-${index}`;
          const common = {
            id: partId,
            name: `${field.id}-${index}`,
            value: parts[index] ?? '',
            'aria-invalid': error ? true : undefined,
          };
          return (
            <div key={part.label} className="field-part">
              <label htmlFor={partId}>{part.label}</label>
              {part.options ? (
                <select {...common} onChange={(event) => set(index, event.currentTarget.value)}>
                  <option value="" />
                  {part.options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type="text"
                  autoComplete={part.autoComplete}
                  inputMode={part.inputMode}
                  size={part.size}
                  onChange={(event) => set(index, event.currentTarget.value)}
                />
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
