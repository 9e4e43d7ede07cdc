/** Absolute-path URLs of generated media, under the public prefix (e.g. '/api/media/...'). */
import type { ImageFormats, ImageSet, ImageSizes } from '@shop/types';
import { BANNER_SIZES, PRODUCT_WIDTHS } from '../seed/generate-media';

export interface MediaUrls {
  url(key: string): string;
  productSizes(imageIndex: number, ext: 'webp' | 'jpg'): ImageSizes;
  imageSet(bannerKey: string): ImageSet;
}

export function createMediaUrls(publicPath: string): MediaUrls {
  const url = (key: string): string => `${publicPath}/media/${key}`;
  const productSizes = (n: number, ext: 'webp' | 'jpg'): ImageSizes => ({
    small: url(`products/p${n}-${PRODUCT_WIDTHS.small}.${ext}`),
    medium: url(`products/p${n}-${PRODUCT_WIDTHS.medium}.${ext}`),
    large: url(`products/p${n}-${PRODUCT_WIDTHS.large}.${ext}`),
  });
  const formats = (key: string, breakpoint: keyof typeof BANNER_SIZES): ImageFormats => {
    const densities = (ext: string) => ({
      '1x': url(`banners/${key}-${breakpoint}@1x.${ext}`),
      '2x': url(`banners/${key}-${breakpoint}@2x.${ext}`),
      '3x': url(`banners/${key}-${breakpoint}@3x.${ext}`),
    });
    return { webp: densities('webp'), png: densities('png'), jpg: densities('jpg') };
  };
  const imageSet = (key: string): ImageSet => ({
    mobile: formats(key, 'mobile'),
    tablet: formats(key, 'tablet'),
    desktop: formats(key, 'desktop'),
  });
  return { url, productSizes, imageSet };
}
