/**
 * Where applications go: the résumé as a file under `<uploadsDir>/resumes/` named by a random
 * id (never the sender's name: no path, no extension of theirs), owner-only permissions, and a
 * row naming it. No route serves the directory; staff read it from the server.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ResumeExtension, Storefront } from '@shop/types';
import type { AppContext } from '../../app-context';

export interface NewApplication {
  name: string;
  contact: string;
  resume: { data: Buffer; type: ResumeExtension; originalName: string };
  storefront: Storefront;
}

export class JobApplicationStore {
  constructor(private readonly ctx: AppContext) {}

  get directory(): string {
    return path.join(this.ctx.options.uploadsDir, 'resumes');
  }

  async save(application: NewApplication): Promise<string> {
    const id = randomUUID();
    const file = `${id}.${application.resume.type}`;
    await fs.mkdir(this.directory, { recursive: true, mode: 0o700 });
    // 'wx': a fresh file only, never through an existing name or link.
    await fs.writeFile(path.join(this.directory, file), application.resume.data, {
      flag: 'wx',
      mode: 0o600,
    });
    try {
      await this.ctx.db
        .insertInto('job_applications')
        .values({
          id,
          name: application.name,
          contact: application.contact,
          resume_file: file,
          resume_type: application.resume.type,
          resume_bytes: application.resume.data.length,
          // Kept for staff as text only (a display name), cut to a sane length.
          original_name: path.basename(application.resume.originalName).slice(0, 200),
          storefront: application.storefront,
          created_at: new Date().toISOString(),
        })
        .execute();
    } catch (error) {
      await fs.rm(path.join(this.directory, file), { force: true });
      throw error;
    }
    return id;
  }
}
