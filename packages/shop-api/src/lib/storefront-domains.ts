// The map lives in @shop/storefront since the shell's server reads it too (its pages' links).
export {
  DEFAULT_STOREFRONT_DOMAINS,
  parseStorefrontDomains,
  storefrontHostFor,
} from '@shop/storefront';
export type { StorefrontDomainPair } from '@shop/storefront';
