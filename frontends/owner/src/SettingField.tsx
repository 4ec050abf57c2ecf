import type { ReactNode } from 'react';
import type { Choice } from './settings-choices';

interface SettingFrameProps {
  id: string;
  name: string;
  error: string | undefined;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Error above, hint below the title, both tied to the control, as in the account forms. */
function SettingFrame({ id, name, error, hint, children }: SettingFrameProps) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-item field setting-field${error ? ' error' : ''}`} data-field-name={name}>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {children(describedBy)}
      {hint ? (
        <p className="description" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface SelectSettingProps {
  id: string;
  name: string;
  label: string;
  value: string;
  choices: readonly Choice[];
  error: string | undefined;
  hint?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

export function SelectSetting({
  id,
  name,
  label,
  value,
  choices,
  error,
  hint,
  disabled,
  onChange,
}: SelectSettingProps) {
  return (
    <SettingFrame id={id} name={name} error={error} hint={hint}>
      {(describedBy) => (
        <>
          <label className="title" htmlFor={id}>
            {label}
          </label>
          <select
            id={id}
            name={name}
            value={value}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.currentTarget.value)}
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </>
      )}
    </SettingFrame>
  );
}

interface CheckboxSettingProps {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  error: string | undefined;
  hint?: string;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxSetting({ id, name, label, checked, error, hint, disabled, onChange }: CheckboxSettingProps) {
  return (
    <SettingFrame id={id} name={name} error={error} hint={hint}>
      {(describedBy) => (
        <label className="option" htmlFor={id}>
          <input
            id={id}
            name={name}
            type="checkbox"
            checked={checked}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.currentTarget.checked)}
          />{' '}
          {label}
        </label>
      )}
    </SettingFrame>
  );
}

interface TextSettingProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

export function TextSetting({ id, name, label, value, error, hint, disabled, onChange }: TextSettingProps) {
  return (
    <SettingFrame id={id} name={name} error={error} hint={hint}>
      {(describedBy) => (
        <>
          <label className="title" htmlFor={id}>
            {label}
          </label>
          <input
            id={id}
            name={name}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={value}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        </>
      )}
    </SettingFrame>
  );
}
