/**
 * The catalog's server entry (`./server`, built for Node beside the browser build): renders a
 * public catalog page for the shell's server, which loads it at runtime (ADR 13).
 */
import { PassThrough } from 'node:stream';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createServerLoader } from '@shop/api-client';
import { ServerBusState } from '@shop/event-bus';
import type { Product, RouteState, StorefrontState } from '@shop/types';
import {
  RemoteProviders,
  rootIdPrefix,
  ServerRenderProvider,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '@shop/ui';
import { productJsonLd } from './features/product/product-meta';
import { MAIN_SIZES } from './features/product/components/product-gallery';
import { photoSrcSet } from './features/product-card/components/product-image';
import { messages } from './i18n/messages';
import { Root } from './root';

const CONTAINER = 'catalog';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `<` escaped: no text from the data can close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Meta tags, JSON-LD and the LCP image's preload of a product page, for crawlers and speed. */
function productHead(product: Product, pageOrigin: string): string {
  const description = product.description ?? `${product.name} — ${product.designer.name}`;
  const photo = product.photos[0];
  const image = photo?.jpg.large;
  return [
    `<meta property="og:title" content="${escapeHtml(product.name)}" />`,
    `<meta property="og:type" content="product" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    ...(image
      ? [
          `<meta property="og:image" content="${escapeHtml(new URL(image, pageOrigin).href)}" />`,
          // The same candidate the gallery's <picture> picks (webp, by width), fetched once.
          `<link rel="preload" as="image" type="image/webp" imagesrcset="${escapeHtml(photoSrcSet(photo.webp))}" imagesizes="${MAIN_SIZES}" fetchpriority="high" />`,
        ]
      : []),
    `<script type="application/ld+json">${scriptJson(productJsonLd(product, pageOrigin))}</script>`,
  ].join('\n    ');
}

/** schema.org ItemList of a listing's products, in page order. */
function listingHead(products: readonly Product[], pageOrigin: string): string {
  const list = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: new URL(product.url, pageOrigin).href,
      name: product.name,
    })),
  };
  return `<script type="application/ld+json">${scriptJson(list)}</script>`;
}

function headFor(route: RouteState, data: Record<string, unknown>, pageOrigin: string): string {
  const values = Object.values(data);
  if (route.name === 'product') {
    const product = values.find((value): value is Product => isProduct(value));
    return product ? productHead(product, pageOrigin) : '';
  }
  const listing = values.find(
    (value): value is { products: Product[] } =>
      typeof value === 'object' &&
      value !== null &&
      Array.isArray((value as { products?: unknown }).products),
  );
  return listing && route.name !== 'home' ? listingHead(listing.products, pageOrigin) : '';
}

function isProduct(value: unknown): value is Product {
  return typeof value === 'object' && value !== null && 'sku' in value && 'photos' in value;
}

function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    stream.pipe(sink);
  });
}

/**
 * Renders the route's page with its data. Any failed request or render error rejects: the
 * shell then leaves the slot to the browser, as if this entry were not there.
 */
export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const { apiOrigin, pageOrigin, signal } = request;
  const route = request.route as RouteState;
  const storefront = request.storefront as StorefrontState;
  // One client per request: its storefront and the visitor's currency, no cookies, straight
  // to the API.
  const { load, data } = createServerLoader(apiOrigin, storefront.storefront, storefront.currency);
  const failures: unknown[] = [];
  const page = (discover: boolean) => (
    <ServerBusState value={{ route, storefront }}>
      <ServerRenderProvider value={{ seed: {}, load, discover }}>
        <RemoteProviders messages={messages}>
          <Root />
        </RemoteProviders>
      </ServerRenderProvider>
    </ServerBusState>
  );
  // Discovery: every request visible before any data starts at once (home: banners, new
  // products and bestsellers together); the second pass renders with them.
  renderToString(page(true));
  const { prelude } = await prerenderToNodeStream(page(false), {
    identifierPrefix: rootIdPrefix(CONTAINER),
    signal,
    onError: (error) => {
      failures.push(error);
    },
  });
  const html = await streamToString(prelude);
  if (signal.aborted) throw new Error('CATALOG-SSR-002 the render ran out of time');
  if (failures.length > 0) throw failures[0];
  return { html, data, head: headFor(route, data, pageOrigin) };
}
