import type { Locale } from '@shop/types';

export interface StaticPageContent {
  title: string;
  body: string;
}

/** Static page text from the content store, through the shell's /api proxy. */
export async function fetchStaticPage(
  slug: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<StaticPageContent> {
  const response = await fetch(`/api/content/pages/${slug}?locale=${locale}`, {
    signal,
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`SHELL-008 content ${slug}: HTTP ${response.status}`);
  return (await response.json()) as StaticPageContent;
}
