import type { ImageDensities, ImageFormats, ImageSet } from '@shop/types';
import { IMAGE_BREAKPOINTS } from '@shop/storefront';

export interface PictureProps {
  image: ImageSet;
  alt: string;
  /** Intrinsic size of the desktop image: reserves the box so nothing shifts. */
  width: number;
  height: number;
  /** The largest image above the fold is eager with high fetch priority; everything else is lazy. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}

const [TABLET_FROM, DESKTOP_FROM] = IMAGE_BREAKPOINTS;

function srcSet(densities: ImageDensities): string {
  return `${densities['1x']} 1x, ${densities['2x']} 2x, ${densities['3x']} 3x`;
}

function sources(formats: ImageFormats, media: string) {
  return [
    <source key={`${media}-webp`} media={media} type="image/webp" srcSet={srcSet(formats.webp)} />,
    <source key={`${media}-jpg`} media={media} type="image/jpeg" srcSet={srcSet(formats.jpg)} />,
  ];
}

/**
 * A responsive <picture> from an image set (docs/product/03-entities.md#main-page-and-image-set): mobile below 768 px,
 * tablet below 1024 px, desktop above; webp first, jpg as the fallback, at 1x/2x/3x.
 */
export function Picture({
  image,
  alt,
  width,
  height,
  priority = false,
  className,
  imgClassName,
}: PictureProps) {
  return (
    <picture className={className}>
      {sources(image.mobile, `(max-width: ${TABLET_FROM - 0.02}px)`)}
      {sources(image.tablet, `(max-width: ${DESKTOP_FROM - 0.02}px)`)}
      {sources(image.desktop, `(min-width: ${DESKTOP_FROM}px)`)}
      <img
        className={imgClassName}
        src={image.desktop.jpg['1x']}
        srcSet={srcSet(image.desktop.jpg)}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
