/** Limits of POST /careers/applications (ADR 0026); its answer's schema is in @shop/types/schemas. */
import { JOB_APPLICATION_BODY_LIMIT_BYTES, RESUME_MAX_BYTES } from '@shop/types';

/**
 * Per client address, counted before the body is read (malformed uploads count too): a
 * person applies once or twice; a script filling the disk is stopped after a few files.
 */
export const JOB_APPLICATION_RATE_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

/** What busboy reads at most: one file, the two text fields, nothing else of size. */
export const MULTIPART_LIMITS = {
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 100,
} as const;

/** The whole request: the file, its fields and the multipart framing (the edge's limit too). */
export const JOB_APPLICATION_BODY_LIMIT = JOB_APPLICATION_BODY_LIMIT_BYTES;

/** Field error keys (the shared catalogue) for a file of the wrong type or size. */
export const RESUME_TYPE_ERROR = 'error.resume.type';
export const RESUME_SIZE_ERROR = 'error.resume.size';
