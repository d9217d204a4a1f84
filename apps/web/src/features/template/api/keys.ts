/** Every /template query's key starts here; lists, baskets and products have their own branch. */
export const TEMPLATE_KEY = ['template'] as const;
export const TEMPLATE_LISTS_KEY = [...TEMPLATE_KEY, 'lists'] as const;
export const TEMPLATE_BASKETS_KEY = [...TEMPLATE_KEY, 'baskets'] as const;
export const TEMPLATE_PRODUCTS_KEY = [...TEMPLATE_KEY, 'products'] as const;
