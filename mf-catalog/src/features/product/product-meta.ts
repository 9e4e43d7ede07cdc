import { useEffect } from 'react';
import type { Product } from '@shop/types';
import { canBuy } from '../product-card/card-rules';

/** schema.org Product data for search engines. */
export function productJsonLd(product: Product, origin: string): Record<string, unknown> {
  const price = product.price.final ?? product.price.initial;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    productID: String(product.id),
    image: product.photos.map((photo) => new URL(photo.jpg.large, origin).toString()),
    ...(product.description ? { description: product.description } : {}),
    brand: { '@type': 'Brand', name: product.designer.name },
    ...(price !== null
      ? {
          offers: {
            '@type': 'Offer',
            url: new URL(product.url, origin).toString(),
            priceCurrency: product.price.currency,
            price,
            availability: canBuy(product)
              ? 'https://schema.org/InStock'
              : product.preorder
                ? 'https://schema.org/PreOrder'
                : 'https://schema.org/OutOfStock',
          },
        }
      : {}),
  };
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !element;
  const previous = element?.content ?? null;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
  return () => {
    if (created) element?.remove();
    else if (element && previous !== null) element.content = previous;
  };
}

/** JSON-LD, description and Open Graph tags for the product; all removed again on unmount. */
export function useProductMeta(product: Product | null, description: string): void {
  useEffect(() => {
    if (!product) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.catalog = 'product';
    script.textContent = JSON.stringify(productJsonLd(product, window.location.origin));
    document.head.appendChild(script);
    const previousTitle = document.title;
    document.title = `${product.name} — ${product.designer.name}`;
    const image = product.photos[0]?.jpg.large;
    const restore = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', product.name),
      setMeta('property', 'og:type', 'product'),
      setMeta('property', 'og:description', description),
      ...(image
        ? [setMeta('property', 'og:image', new URL(image, window.location.origin).toString())]
        : []),
    ];
    return () => {
      script.remove();
      restore.forEach((undo) => undo());
      document.title = previousTitle;
    };
  }, [product, description]);
}
