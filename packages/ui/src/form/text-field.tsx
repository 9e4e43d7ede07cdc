import {
  forwardRef,
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import styles from './form.module.css';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>,
  'onChange' | 'value' | 'children'
>;

export interface TextFieldProps extends NativeInputProps {
  label: ReactNode;
  name: string;
  value: string;
  /** Receives the value after the mask. */
  onChange: (value: string) => void;
  /** Rewrites what the shopper types (docs/product/05-validation.md#input-masks masks: birthday, time, email, name, numbers). */
  mask?: (raw: string) => string;
  /** The translated error text; the field is invalid while it is set. */
  error?: string | null;
  hint?: ReactNode;
  multiline?: boolean;
}

/**
 * A labelled input with its hint and error wired to `aria-describedby`,
 * so a screen reader reads the message with the field.
 */
export const TextField = forwardRef<HTMLInputElement & HTMLTextAreaElement, TextFieldProps>(
  function TextField(
    { label, name, value, onChange, mask, error, hint, multiline = false, required, id, ...rest },
    ref,
  ) {
    const generatedId = useId();
    const inputId = id ?? `${name}-${generatedId}`;
    const hintId = hint ? `${inputId}-hint` : undefined;
    const errorId = error ? `${inputId}-error` : undefined;
    const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
    const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const raw = event.target.value;
      onChange(mask ? mask(raw) : raw);
    };
    const shared = {
      id: inputId,
      name,
      value,
      onChange: handleChange,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      className: styles.input,
      ...rest,
    };
    return (
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
          {required && (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          )}
        </label>
        {multiline ? <textarea ref={ref} {...shared} /> : <input ref={ref} {...shared} />}
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  },
);
