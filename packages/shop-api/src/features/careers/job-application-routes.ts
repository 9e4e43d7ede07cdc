/**
 * POST /careers/applications (ADR 0026): the career page's form, multipart/form-data with the
 * text fields `name` and `contact` (a phone or an e-mail) and one file `resume` (PDF, DOC, DOCX,
 * RTF or ODT by content, at most 5 MB). Anyone may apply (a session's CSRF token as every POST);
 * per client address a few an hour. Multipart is parsed in this scope only: every other route
 * still answers 415 to it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import {
  JOB_APPLICATION_CONTACT_MAX,
  JOB_APPLICATION_NAME_MAX,
  RESUME_MAX_BYTES,
  type JobApplicationResponse,
} from '@shop/types';
import { checkContact, checkText, type CheckResult } from '@shop/validation';
import { JobApplicationReply, replies } from '@shop/types/schemas';
import type { App, AppContext, FeaturePlugin } from '../../app-context';
import { HttpError } from '../../errors';
import { limitPerAddress } from '../../plugins/per-address-limit';
import { assertFields } from '../marketing/marketing-validation';
import {
  JOB_APPLICATION_BODY_LIMIT,
  JOB_APPLICATION_RATE_LIMIT,
  MULTIPART_LIMITS,
  RESUME_SIZE_ERROR,
  RESUME_TYPE_ERROR,
} from './job-application-config';
import { JobApplicationStore } from './job-application-store';
import { resumeType } from './resume-type';

/** Multipart's own failures, as the API's error codes (the file's size as a field error). */
function multipartFailure(error: unknown): HttpError | null {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError('payload_too_large', undefined, { resume: [RESUME_SIZE_ERROR] });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError('payload_too_large');
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_MP_PREMATURE_CLOSE')
    return new HttpError('bad_request');
  // busboy's own parse errors carry no code (a missing boundary, a cut or garbled body, F7);
  // nothing but the body's parsing runs inside receive(), so an uncoded failure is the client's.
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status !== 'number' || status >= 500) return new HttpError('bad_request');
  return null;
}

interface Received {
  fields: Record<string, string>;
  truncated: boolean;
  resume: { data: Buffer; filename: string } | null;
}

/**
 * Reads the form, but answers 413 once the raw body passes the route's limit: multipart reads
 * request.raw itself, past Fastify's bodyLimit, so padding before the first boundary or after
 * the last one (sent chunked) would otherwise be read whole (F5). The rest of the body is left
 * unread and the connection closed after the answer.
 */
async function receive(request: FastifyRequest, reply: FastifyReply): Promise<Received> {
  const raw = request.raw;
  let seen = 0;
  let onData: (chunk: Buffer) => void = () => undefined;
  const tooLarge = new Promise<never>((_resolve, reject) => {
    onData = (chunk) => {
      seen += chunk.length;
      if (seen <= JOB_APPLICATION_BODY_LIMIT) return;
      raw.off('data', onData);
      raw.unpipe();
      raw.pause();
      reply.raw.shouldKeepAlive = false;
      reject(new HttpError('payload_too_large'));
    };
  });
  // Attached in the same tick as multipart's pipe (readParts below), so no chunk goes uncounted.
  raw.on('data', onData);
  const parsing = readParts(request);
  try {
    return await Promise.race([parsing, tooLarge]);
  } finally {
    raw.off('data', onData);
    // Multipart's parser is left waiting when the limit stops the body; its end is of no interest.
    parsing.catch(() => undefined);
  }
}

async function readParts(request: FastifyRequest): Promise<Received> {
  const received: Received = { fields: {}, truncated: false, resume: null };
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        // Read whole (at most 5 MB): the type is in the first bytes, but a cut file is no résumé.
        const data = await part.toBuffer();
        if (part.fieldname === 'resume' && data.length > 0)
          received.resume = { data, filename: part.filename };
      } else if (part.fieldname === 'name' || part.fieldname === 'contact') {
        if (part.valueTruncated || part.fieldnameTruncated) received.truncated = true;
        received.fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (error) {
    throw multipartFailure(error) ?? error;
  }
  return received;
}

function fieldChecks(fields: Record<string, string>): Record<string, CheckResult> {
  return {
    name: checkText(fields.name ?? '', {
      required: true,
      maxLength: JOB_APPLICATION_NAME_MAX,
      emptyMessage: 'error.name.empty',
    }),
    // A way to reach the candidate: an e-mail or a phone number.
    contact:
      checkText(fields.contact ?? '', { maxLength: JOB_APPLICATION_CONTACT_MAX }) ??
      checkContact(fields.contact ?? ''),
  };
}

function careersScope(scope: App, ctx: AppContext): void {
  const store = new JobApplicationStore(ctx);
  void scope.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  limitPerAddress(scope, ctx, 'careers', JOB_APPLICATION_RATE_LIMIT);

  scope.post(
    '/applications',
    {
      bodyLimit: JOB_APPLICATION_BODY_LIMIT,
      schema: {
        tags: ['careers'],
        summary: `A job application: multipart/form-data with name, contact (phone or e-mail) and one file resume (PDF, DOC, DOCX, RTF or ODT by content, at most ${RESUME_MAX_BYTES} bytes)`,
        consumes: ['multipart/form-data'],
        response: replies({ 200: JobApplicationReply }, 400, 403, 413, 415, 429),
      },
    },
    async (request, reply): Promise<JobApplicationResponse> => {
      if (!request.isMultipart())
        throw new HttpError('unsupported_media_type', 'Send multipart/form-data');
      const { fields, truncated, resume } = await receive(request, reply);
      if (truncated) throw new HttpError('payload_too_large');
      const type = resume ? resumeType(resume.data) : null;
      assertFields({
        ...fieldChecks(fields),
        resume: !resume ? 'error.resume.required' : type ? null : RESUME_TYPE_ERROR,
      });
      if (!resume || !type) throw new HttpError('validation_failed');
      const applicationId = await store.save({
        name: (fields.name ?? '').trim(),
        contact: (fields.contact ?? '').trim(),
        resume: { data: resume.data, type, originalName: resume.filename },
        storefront: request.shop.storefront,
      });
      return { applicationId };
    },
  );
}

export const careersFeature: FeaturePlugin = async (app, { ctx }) => {
  await app.register(
    async (scope) => {
      careersScope(scope, ctx);
    },
    { prefix: '/careers' },
  );
};
