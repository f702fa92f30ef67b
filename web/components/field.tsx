import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import './components.css';

interface FieldChrome {
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Errors under the control; the control is marked invalid. */
  errors?: readonly string[];
  required?: boolean;
}

/** A label, a control, its hint and its errors, wired for assistive technology. */
export function Field({
  id,
  label,
  hint,
  errors,
  required,
  children,
}: FieldChrome & { id: string; children: ReactNode }) {
  return (
    <div className={`lp-field${errors?.length ? ' lp-field--invalid' : ''}`}>
      <label className="lp-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="lp-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !errors?.length && (
        <div className="lp-field__hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {errors?.map((e) => (
        <div className="lp-field__error" id={`${id}-error`} role="alert" key={e}>
          {e}
        </div>
      ))}
    </div>
  );
}

function aria(id: string, chrome: FieldChrome) {
  return {
    id,
    'aria-invalid': chrome.errors?.length ? true : undefined,
    'aria-describedby': chrome.errors?.length ? `${id}-error` : chrome.hint ? `${id}-hint` : undefined,
    required: chrome.required,
  } as const;
}

export function TextInput({
  label,
  hint,
  errors,
  required,
  id,
  className,
  ...rest
}: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Field id={fid} label={label} hint={hint} errors={errors} required={required}>
      <input
        className={['lp-input', className].filter(Boolean).join(' ')}
        {...aria(fid, { label, hint, errors, required })}
        {...rest}
      />
    </Field>
  );
}

export function TextArea({
  label,
  hint,
  errors,
  required,
  id,
  className,
  ...rest
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Field id={fid} label={label} hint={hint} errors={errors} required={required}>
      <textarea
        className={['lp-input', 'lp-textarea', className].filter(Boolean).join(' ')}
        {...aria(fid, { label, hint, errors, required })}
        {...rest}
      />
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select (keyboard and screen-reader behaviour for free) styled like the inputs. */
export function Select({
  label,
  hint,
  errors,
  required,
  id,
  options,
  placeholder,
  className,
  ...rest
}: FieldChrome & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[]; placeholder?: string }) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Field id={fid} label={label} hint={hint} errors={errors} required={required}>
      <SelectControl
        options={options}
        placeholder={placeholder}
        className={className}
        {...aria(fid, { label, hint, errors, required })}
        {...rest}
      />
    </Field>
  );
}

/** The bare select, for toolbars where the label sits elsewhere. */
export function SelectControl({
  options,
  placeholder,
  className,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <select className={['lp-input', 'lp-select', className].filter(Boolean).join(' ')} {...rest}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** A checkbox with its label beside it and an optional hint. */
export function CheckboxField({
  label,
  hint,
  id,
  className,
  ...rest
}: { label: ReactNode; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <div className={['lp-checkbox', className].filter(Boolean).join(' ')}>
      <input type="checkbox" id={fid} aria-describedby={hint ? `${fid}-hint` : undefined} {...rest} />
      <div>
        <label htmlFor={fid}>{label}</label>
        {hint && (
          <div className="lp-field__hint" id={`${fid}-hint`}>
            {hint}
          </div>
        )}
      </div>
    </div>
  );
}
