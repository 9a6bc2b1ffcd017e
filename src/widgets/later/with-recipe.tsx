/**
 * Chakra's components that only pages and dialogs loaded later render (src/widgets/later/), each
 * given its recipe at the root instead of finding it in the theme. The theme comes with the first
 * page; these recipes come with the code that renders them. One module per component, so a page
 * fetches only the components it renders. Import them from here, never from Chakra: lint and the
 * theme test (tests/app/chakra-theme-slice.test.ts) hold to it.
 */
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef, type ElementType } from 'react';

export function withRecipe<Root extends ElementType>(Root: Root, recipe: unknown) {
  const Styled = forwardRef<ComponentRef<Root>, ComponentPropsWithoutRef<Root>>((props, ref) => {
    const Component = Root as ElementType;
    return <Component recipe={recipe} {...props} ref={ref} />;
  });
  Styled.displayName = `WithRecipe(${(Root as { displayName?: string }).displayName ?? 'Root'})`;
  return Styled;
}
