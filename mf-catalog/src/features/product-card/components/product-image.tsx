import type { ProductPhoto } from '@shop/types';

export interface ProductImageProps {
  photo: ProductPhoto;
  alt: string;
  /** CSS `sizes` of the slot the image fills. */
  sizes?: string;
  priority?: boolean;
  className?: string;
  /** Intrinsic size: product photos are square. */
  width?: number;
  height?: number;
}

/** The `srcset` of one format of a product photo (320, 640 and 1200 px wide). */
export const photoSrcSet = (sources: ProductPhoto['webp']): string =>
  `${sources.small} 320w, ${sources.medium} 640w, ${sources.large} 1200w`;

/** A product photo: webp with a jpg fallback at 320/640/1200 px, square, lazy unless it is a priority. */
export function ProductImage({
  photo,
  alt,
  sizes = '(max-width: 767px) 50vw, 25vw',
  priority = false,
  className,
  width = 640,
  height = 640,
}: ProductImageProps) {
  return (
    <picture>
      <source type="image/webp" srcSet={photoSrcSet(photo.webp)} sizes={sizes} />
      <img
        className={className}
        src={photo.jpg.medium}
        srcSet={photoSrcSet(photo.jpg)}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        // The first photos are the page's largest paint: fetched before other images, and the
        // served page starts its scripts once the first of them is drawn (shell page-head).
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
