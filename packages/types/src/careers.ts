/**
 * Job applications from the career page (ADR 0026; /career, docs/product/02-screens.md#static-pages;
 * "resume required", docs/product/08-messages.md#message-catalogue): a multipart form (fields
 * name, contact, file resume), its answer derived from the route schema (./schemas/careers.ts, ADR 24).
 */
import type { Static } from 'typebox';
import type * as S from './schemas/careers';

/** The résumé's limits: these types (checked by content, not only by name) and size. */
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx', 'rtf', 'odt'] as const;
export type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The whole body of POST /careers/applications: the file, its fields and the multipart framing.
 * The one route above API_BODY_LIMIT_BYTES; the shell's /api edge lets it through up to this.
 */
export const JOB_APPLICATION_BODY_LIMIT_BYTES = RESUME_MAX_BYTES + 64 * 1024;
/** Where the career page posts an application (the API's path, without the edge's /api). */
export const JOB_APPLICATION_PATH = '/careers/applications';
export const JOB_APPLICATION_NAME_MAX = 100;
export const JOB_APPLICATION_CONTACT_MAX = 200;

/** POST /careers/applications (multipart/form-data): the text fields beside the file. */
export interface JobApplicationFields {
  name: string;
  /** A phone number or an e-mail. */
  contact: string;
}

export type JobApplicationResponse = Static<typeof S.JobApplicationReply>;
