import type { Designer } from '@shop/types';
import { catalogApi } from '../../../api/client';

/** GET /designers */
export async function fetchDesigners(signal?: AbortSignal): Promise<Designer[]> {
  return (await catalogApi().getDesigners({ signal })).designers;
}

/** GET /designers/{id} */
export async function fetchDesigner(id: string, signal?: AbortSignal): Promise<Designer> {
  return (await catalogApi().getDesigner(id, { signal })).designer;
}
