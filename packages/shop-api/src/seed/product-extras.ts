/** Per-product data kept as JSON in products.extras. */
export interface ProductExtras {
  materialIndex: number;
  gemIndex: number | null;
  restrictions: { ru: string[]; en: string[] };
  video: boolean;
  dolyame: boolean;
  externalCode: string;
  code: string;
}

export function parseExtras(raw: string): ProductExtras {
  return JSON.parse(raw) as ProductExtras;
}
