import { RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '@shop/types';
import type { CheckResult } from './check-result';

/**
 * A résumé chosen for the career form (docs/product/08-messages.md#message-catalogue: "resume required"): there, one of the accepted types
 * by its name, at most 5 MB. What it really is the API tells from its content.
 */
export function checkResume(file: { name: string; size: number } | null): CheckResult {
  if (!file || file.size === 0) return 'error.resume.required';
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extension)) return 'error.resume.type';
  return file.size > RESUME_MAX_BYTES ? 'error.resume.size' : null;
}
