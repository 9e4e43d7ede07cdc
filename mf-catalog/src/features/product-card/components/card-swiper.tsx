import { Swiper, SwiperSlide } from 'swiper/react';
import { Pagination } from 'swiper/modules';
import 'swiper/css';
import type { ListingProduct } from '@shop/types';
import { cardPhotos } from '../card-rules';
import { ProductImage } from './product-image';
import styles from './card-photos.module.css';

/** The card's swipe slider over every photo (docs/product/02-screens.md#product-card), loaded on the first touch of a card. */
export default function CardSwiper({ product }: { product: ListingProduct }) {
  const { all } = cardPhotos(product);
  return (
    <Swiper
      className={styles.mobileSlider}
      modules={[Pagination]}
      pagination={{ clickable: false }}
      nested
    >
      {all.map((photo, index) => (
        <SwiperSlide key={photo.id}>
          <ProductImage
            photo={photo}
            alt={index === 0 ? product.name : ''}
            className={styles.image}
            sizes="50vw"
            // The first photo is the one already on screen: no second download, no flash.
            priority={index === 0}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
