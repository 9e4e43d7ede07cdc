import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { ProductCard } from '../features/product-card/components/product-card';

/** Exposed as './ProductCard' (favorites remote): the card of docs/product/02-screens.md#product-card with this remote's texts and styles. */
export default withRemoteProviders('catalog', catalogue, ProductCard);
export type { ProductCardProps } from '../features/product-card/components/product-card';
