import { withRemoteProviders } from '@shop/ui';
import { messages } from '../i18n/messages';
import { ProductCard } from '../features/product-card/components/product-card';

/** Exposed as './ProductCard' (favorites remote): the card of spec §2.6 with this remote's texts and styles. */
export default withRemoteProviders('catalog', messages, ProductCard);
export type { ProductCardProps } from '../features/product-card/components/product-card';
