import type { Designer } from '@shop/types';
import { storefrontApi } from '@shop/api-client';

/** GET /designers */
export async function fetchDesigners(signal?: AbortSignal): Promise<Designer[]> {
  return (await storefrontApi().getDesigners({ signal })).designers;
}

/** GET /designers/{id} */
export async function fetchDesigner(id: string, signal?: AbortSignal): Promise<Designer> {
  return (await storefrontApi().getDesigner(id, { signal })).designer;
}
