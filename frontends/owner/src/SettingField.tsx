import type { ReactNode } from 'react';
import type { Choice } from './settings-choices';

/** What every setting control takes: `value` is its value and `onChange` hands back the new one. */
interface SettingProps<V> {
  id: string;
  name: string;
  label: string;
  value: V;
  error: string | undefined;
  hint?: string;
  disabled?: boolean;
  onChange: (value: V) => void;
}

/**
 * Error above, hint below the title, both tied to the control, as in the account forms; `control`
 * gets the attributes every control carries.
 */
function SettingFrame<V>(
  { id, name, error, hint, disabled }: SettingProps<V>,
  control: (attributes: ControlAttributes) => ReactNode,
) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const attributes = { id, name, disabled, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className={`form-item field setting-field${error ? ' error' : ''}`} data-field-name={name}>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {control(attributes)}
      {hint ? (
        <p className="description" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface ControlAttributes {
  id: string;
  name: string;
  disabled: boolean | undefined;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

const titleOf = ({ id, label }: Pick<SettingProps<unknown>, 'id' | 'label'>) => (
  <label className="title" htmlFor={id}>
    {label}
  </label>
);

export function SelectSetting(props: SettingProps<string> & { choices: readonly Choice[] }) {
  return SettingFrame(props, (attributes) => (
    <>
      {titleOf(props)}
      <select {...attributes} value={props.value} onChange={(event) => props.onChange(event.currentTarget.value)}>
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </>
  ));
}

export function CheckboxSetting(props: SettingProps<boolean>) {
  return SettingFrame(props, (attributes) => (
    <label className="option" htmlFor={props.id}>
      <input
        {...attributes}
        type="checkbox"
        checked={props.value}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />{' '}
      {props.label}
    </label>
  ));
}

export function TextSetting(props: SettingProps<string>) {
  return SettingFrame(props, (attributes) => (
    <>
      {titleOf(props)}
      <input
        {...attributes}
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </>
  ));
}

/** Text of several lines, such as one entry a line. */
export function TextAreaSetting(props: SettingProps<string> & { rows: number }) {
  return SettingFrame(props, (attributes) => (
    <>
      {titleOf(props)}
      <textarea
        {...attributes}
        rows={props.rows}
        autoComplete="off"
        spellCheck={false}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </>
  ));
}

/** A colour as #rrggbb, picked with the browser's own colour chooser. */
export function ColorSetting(props: SettingProps<string>) {
  return SettingFrame(props, (attributes) => (
    <>
      {titleOf(props)}
      <input
        {...attributes}
        type="color"
        className="setting-color"
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </>
  ));
}

/** A whole number within `min`-`max`; what is typed goes to the server as it is, which names any refusal. */
export function NumberSetting(props: SettingProps<number> & { min: number; max: number; unit: string }) {
  return SettingFrame(props, (attributes) => (
    <>
      {titleOf(props)}
      <span className="setting-number">
        <input
          {...attributes}
          type="number"
          inputMode="numeric"
          min={props.min}
          max={props.max}
          step={1}
          value={Number.isNaN(props.value) ? '' : props.value}
          onChange={(event) => props.onChange(event.currentTarget.valueAsNumber)}
        />{' '}
        {props.unit}
      </span>
    </>
  ));
}
