/**
 * Route schemas of job applications (ADR 0026): POST /careers/applications takes
 * multipart/form-data (text fields name and contact, one file resume), which no JSON schema
 * validates: the handler reads and checks the parts. Its answer is typed here.
 */
import { Type } from 'typebox';
import { Closed } from './common';

export const JobApplicationReply = Closed({
  /** The application's id (for the candidate's reference). */
  applicationId: Type.String(),
});
