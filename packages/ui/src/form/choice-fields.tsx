import { forwardRef, useId, type ReactNode } from 'react';
import styles from './form.module.css';

export interface CheckboxFieldProps {
  label: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
}

/** A checkbox with its label, optional description and error (docs/product/05-validation.md#generic-checks: a checkbox must be checked). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(
  function CheckboxField(
    { label, name, checked, onChange, description, error, disabled, required },
    ref,
  ) {
    const id = `${name}-${useId()}`;
    const errorId = error ? `${id}-error` : undefined;
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={`${styles.choice} ${disabled ? styles.choiceDisabled : ''}`}>
          <input
            ref={ref}
            id={id}
            type="checkbox"
            name={name}
            checked={checked}
            disabled={disabled}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span className={styles.choiceText}>
            <span>{label}</span>
            {description && <span className={styles.choiceDescription}>{description}</span>}
          </span>
        </label>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  },
);

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string | null;
}

/** A fieldset of radio buttons: arrow keys move between options, the legend names the group. */
export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: RadioGroupProps<V>) {
  const groupId = `${name}-${useId()}`;
  const errorId = error ? `${groupId}-error` : undefined;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => {
        const optionId = `${groupId}-${option.value}`;
        return (
          <label
            key={option.value}
            htmlFor={optionId}
            className={`${styles.choice} ${option.disabled ? styles.choiceDisabled : ''}`}
          >
            <input
              id={optionId}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.choiceText}>
              <span>{option.label}</span>
              {option.description && (
                <span className={styles.choiceDescription}>{option.description}</span>
              )}
            </span>
          </label>
        );
      })}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
