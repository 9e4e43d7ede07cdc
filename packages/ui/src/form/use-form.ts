import type { MessageKey } from '@shop/i18n';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';

/** A catalogued message (docs/product/08-messages.md#message-catalogue) or a text the server sent, shown as it is. */
export type FieldError = MessageKey | { text: string };

/** A rule of @shop/validation: null when valid, else the message key. */
export type FieldRule<V, K extends keyof V> = (value: V[K], values: V) => MessageKey | null;

export type FormRules<V> = { [K in keyof V]?: FieldRule<V, K> };

export interface UseFormOptions<V extends object> {
  initialValues: V;
  rules?: FormRules<V>;
}

type Focusable = HTMLElement & { focus: () => void };

/**
 * Form state for every form of the shop: values, validation on blur and on
 * submit with the catalogued messages, the first invalid field focused, server
 * errors per field, and a submitting flag so a double click submits once.
 */
export function useForm<V extends object>({ initialValues, rules = {} }: UseFormOptions<V>) {
  const intl = useIntl();
  const [values, setValuesState] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof V, FieldError>>>({});
  const [submitting, setSubmitting] = useState(false);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const submittingRef = useRef(false);
  const elements = useRef(new Map<keyof V, Focusable>());
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  const check = useCallback(<K extends keyof V>(name: K, all: V): MessageKey | null => {
    const rule = rulesRef.current[name];
    return rule ? rule(all[name], all) : null;
  }, []);

  const setError = useCallback((name: keyof V, error: FieldError | null) => {
    setErrors((current) => {
      const next = { ...current };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });
  }, []);

  const setValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValuesState(next);
      // A shown error follows the value as it is corrected; a new one waits for blur.
      setErrors((current) => {
        if (!(name in current)) return current;
        const rest = { ...current };
        const error = check(name, next);
        if (error) rest[name] = error;
        else delete rest[name];
        return rest;
      });
    },
    [check],
  );

  const setValues = useCallback((patch: Partial<V>) => {
    const next = { ...valuesRef.current, ...patch };
    valuesRef.current = next;
    setValuesState(next);
  }, []);

  const validateField = useCallback(
    (name: keyof V) => {
      setError(name, check(name, valuesRef.current));
    },
    [check, setError],
  );

  /** Checks every rule; focuses the first invalid field in page order. */
  const validateAll = useCallback((): boolean => {
    const all = valuesRef.current;
    const found: Partial<Record<keyof V, FieldError>> = {};
    for (const name of Object.keys(rulesRef.current) as (keyof V)[]) {
      const error = check(name, all);
      if (error) found[name] = error;
    }
    setErrors(found);
    const invalid = (Object.keys(found) as (keyof V)[])
      .map((name) => elements.current.get(name))
      .filter((element): element is Focusable => Boolean(element));
    invalid.sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    invalid[0]?.focus();
    return Object.keys(found).length === 0;
  }, [check]);

  const handleSubmit = useCallback(
    (onValid: (values: V) => void | Promise<void>) => async (event?: FormEvent) => {
      event?.preventDefault();
      if (submittingRef.current) return;
      if (!validateAll()) return;
      submittingRef.current = true;
      setSubmitting(true);
      try {
        await onValid(valuesRef.current);
      } finally {
        submittingRef.current = false;
        setSubmitting(false);
      }
    },
    [validateAll],
  );

  const errorText = useCallback(
    (name: keyof V): string | null => {
      const error = errors[name];
      if (!error) return null;
      return typeof error === 'string' ? intl.formatMessage({ id: error }) : error.text;
    },
    [errors, intl],
  );

  const register = useCallback(
    (name: keyof V) => (element: Focusable | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
    [],
  );

  /** Props for a TextField bound to a string value. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (value: string) => setValue(name, value as V[K]),
    onBlur: () => validateField(name),
    error: errorText(name),
    ref: register(name),
  });

  /** Props for a CheckboxField bound to a boolean value. */
  const checkbox = <K extends keyof V & string>(name: K) => ({
    name,
    checked: Boolean(values[name]),
    onChange: (checked: boolean) => setValue(name, checked as V[K]),
    error: errorText(name),
    ref: register(name),
  });

  const reset = useCallback((next: V) => {
    valuesRef.current = next;
    setValuesState(next);
    setErrors({});
  }, []);

  const hasErrors = useMemo(() => Object.keys(errors).length > 0, [errors]);

  return {
    values,
    setValue,
    setValues,
    errors,
    errorText,
    setError,
    validateField,
    validateAll,
    handleSubmit,
    submitting,
    hasErrors,
    field,
    checkbox,
    register,
    reset,
  };
}

export type FormApi<V extends object> = ReturnType<typeof useForm<V>>;
