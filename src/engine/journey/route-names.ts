/**
 * Route names (spec 02 section 2: "Each route name gets the product suffix. The root child of
 * each product is named {product}Root"): a step's id followed by its product, derived from the
 * journey so the source names no product or step.
 */
export const stepRouteName = (product: string, stepId: string) => `${stepId}${product}`;
export const rootRouteName = (product: string) => `${product}Root`;
