/**
 * Job applications from the career page (docs/product/02-screens.md#static-pages /career, docs/product/08-messages.md "resume required"): the
 * reference backend's addition to docs/product/07-calls.md, a multipart form (fields name, contact, file resume).
 */

/** The résumé's limits: these types (checked by content, not only by name) and size. */
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx', 'rtf', 'odt'] as const;
export type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const JOB_APPLICATION_NAME_MAX = 100;
export const JOB_APPLICATION_CONTACT_MAX = 200;

/** POST /careers/applications (multipart/form-data) */
export interface JobApplicationFields {
  name: string;
  /** A phone number or an e-mail. */
  contact: string;
}

export interface JobApplicationResponse {
  /** The application's id (for the candidate's reference). */
  applicationId: string;
}
