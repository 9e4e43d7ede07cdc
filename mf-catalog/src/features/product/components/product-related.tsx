import { useIntl } from 'react-intl';
import { hrefFor } from '@shop/routes';
import { Link, Slider } from '@shop/ui';
import type { Product, ProductShort } from '@shop/types';
import { PriceBlock } from '../../product-card/components/price-block';
import styles from './product-page.module.css';

function MiniCard({ item }: { item: ProductShort }) {
  return (
    <Link className={styles.mini} href={hrefFor('product', { id: item.id })}>
      {item.photo ? (
        <img src={item.photo} alt="" width={320} height={320} loading="lazy" />
      ) : (
        <span className={styles.mini} />
      )}
      <span className={styles.miniName}>{item.name}</span>
      <PriceBlock price={item.price} />
    </Link>
  );
}

function RelatedSlider({ title, items }: { title: string; items: readonly ProductShort[] }) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <section className={styles.related}>
      <h2>{title}</h2>
      <Slider
        items={items}
        getKey={(item) => item.id}
        label={title}
        previousLabel={intl.formatMessage({ id: 'catalog.slider.previous' })}
        nextLabel={intl.formatMessage({ id: 'catalog.slider.next' })}
        renderItem={(item) => <MiniCard item={item} />}
      />
    </section>
  );
}

/** The collection's sections and the sets the product belongs to, as sliders. */
export function ProductRelated({ product }: { product: Product }) {
  const intl = useIntl();
  const others = (items: readonly ProductShort[]) => items.filter((item) => item.id !== product.id);
  return (
    <>
      {product.collection?.collectionSections.map((section) => (
        <RelatedSlider
          key={section.id}
          title={intl.formatMessage(
            { id: 'catalog.product.collection' },
            { name: section.name || product.collection?.name },
          )}
          items={others(section.products)}
        />
      ))}
      {product.sets.map((set) => (
        <RelatedSlider
          key={set.id}
          title={intl.formatMessage({ id: 'catalog.product.set' }, { name: set.name })}
          items={others(set.elements)}
        />
      ))}
    </>
  );
}
