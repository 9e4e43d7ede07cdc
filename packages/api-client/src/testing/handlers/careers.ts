import type { JobApplicationResponse } from '@shop/types';
import { route } from '../route';

/** The career page's job applications (multipart: read `call.request.formData()`). */
export const careers = {
  apply: route<JobApplicationResponse>('POST', '/careers/applications'),
};
