/** Rows the catalogue reads: a product with its designer and its SKUs. */
import type { ProductTable, SkuTable } from '../../db/schema';

export interface ProductRow extends ProductTable {
  designer_name: string;
  designer_sort: number;
}

export type SkuRow = SkuTable;

/** Sibling products of a modification group (for `modifications`). */
export interface VariantRow {
  id: number;
  slug: string;
  group_key: string | null;
  mod_type: string | null;
  mod_name_ru: string | null;
  mod_name_en: string | null;
  mod_value: string | null;
  mod_color: string | null;
  image_index: number;
}

export interface ProductBundle {
  skus: Map<number, SkuRow[]>;
  variants: Map<string, VariantRow[]>;
  categoryNames: Map<string, { ru: string; en: string }>;
}
