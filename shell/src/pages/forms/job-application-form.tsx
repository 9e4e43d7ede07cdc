import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, isCancelled, storefrontApi } from '@shop/api-client';
import type { MessageKey } from '@shop/i18n';
import {
  JOB_APPLICATION_CONTACT_MAX,
  JOB_APPLICATION_NAME_MAX,
  RESUME_EXTENSIONS,
} from '@shop/types';
import { Button, CheckboxField, FormAlert, TextField, useForm, type FieldError } from '@shop/ui';
import { checkCheckbox, checkContact, checkResume, checkText } from '@shop/validation';
import styles from './forms.module.css';
import { logError } from '@shop/error-codes';
import { SHELL_ERRORS } from '../../error-codes';

interface Values {
  name: string;
  contact: string;
  resume: File | null;
  agreement: boolean;
}

const ACCEPT = RESUME_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * The career page's application (/career, docs/product/02-screens.md#static-pages; "resume required", docs/product/08-messages.md#message-catalogue): a name, a way to
 * reach the candidate and a résumé (PDF, DOC, DOCX, RTF or ODT, at most 5 MB), sent as
 * multipart to POST /careers/applications. The browser checks name and size; the API the
 * content, and its refusal lands on the field with everything typed kept.
 */
export function JobApplicationForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useForm<Values>({
    initialValues: { name: '', contact: '', resume: null, agreement: false },
    rules: {
      name: (value) =>
        checkText(value, {
          required: true,
          maxLength: JOB_APPLICATION_NAME_MAX,
          emptyMessage: 'error.name.empty',
        }),
      contact: (value) =>
        checkText(value, { maxLength: JOB_APPLICATION_CONTACT_MAX }) ?? checkContact(value),
      resume: (file) => checkResume(file),
      agreement: (checked) => checkCheckbox(checked, 'error.agreement.required'),
    },
  });
  const asError = (message: string): FieldError =>
    message in intl.messages ? (message as MessageKey) : { text: message };
  const resumeError = form.errorText('resume');

  const submit = form.handleSubmit(async ({ name, contact, resume }) => {
    if (!resume) return;
    setFailed(false);
    try {
      await storefrontApi().applyForJob(
        { name: name.trim(), contact: contact.trim() },
        resume,
        resume.name,
      );
      setSent(true);
    } catch (error) {
      if (isCancelled(error)) return;
      const fieldErrors = isApiError(error) ? error.fieldErrors : {};
      const fields = (['name', 'contact', 'resume'] as const).filter((f) => fieldErrors[f]?.[0]);
      for (const field of fields) form.setError(field, asError(fieldErrors[field]![0]!));
      if (fields.length === 0) {
        logError(SHELL_ERRORS.JOB_APPLICATION_FAILED, 'job application failed', error);
        setFailed(true);
      }
    }
  });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    form.setValue('resume', event.target.files?.[0] ?? null);
    form.validateField('resume');
  };

  if (sent)
    return (
      <section className={styles.section} aria-labelledby={`${fileId}-title`}>
        <h2 id={`${fileId}-title`} className={styles.heading}>
          {t('shell.career.title')}
        </h2>
        <FormAlert tone="success">{t('shell.career.sent')}</FormAlert>
      </section>
    );

  return (
    <section className={styles.section} aria-labelledby={`${fileId}-title`}>
      <h2 id={`${fileId}-title`} className={styles.heading}>
        {t('shell.career.title')}
      </h2>
      <p className={styles.intro}>{t('shell.career.intro')}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          {...form.field('name')}
          label={t('shell.career.name')}
          autoComplete="name"
          required
        />
        <TextField
          {...form.field('contact')}
          label={t('shell.career.contact')}
          hint={t('shell.career.contactHint')}
          autoComplete="email"
          required
        />
        <div className={styles.file}>
          <label htmlFor={fileId}>{t('shell.career.resume')}</label>
          <input
            ref={(element) => {
              fileInput.current = element;
              form.register('resume')(element);
            }}
            id={fileId}
            name="resume"
            type="file"
            accept={ACCEPT}
            required
            aria-invalid={resumeError ? true : undefined}
            aria-describedby={`${fileId}-hint${resumeError ? ` ${fileId}-error` : ''}`}
            onChange={onFile}
          />
          <p id={`${fileId}-hint`} className={styles.hint}>
            {t('shell.career.resumeHint')}
          </p>
          {resumeError && (
            <p id={`${fileId}-error`} className={styles.error} role="alert">
              {resumeError}
            </p>
          )}
        </div>
        <CheckboxField
          {...form.checkbox('agreement')}
          label={t('shell.forms.agreement')}
          required
        />
        {failed && <FormAlert tone="error">{t('shell.popups.sendFailed')}</FormAlert>}
        <Button type="submit" variant="primary" loading={form.submitting}>
          {t('shell.career.submit')}
        </Button>
      </form>
    </section>
  );
}
