/**
 * The containers a form renders many times (each owner, each group, each stack of fields) carry
 * plain class names whose styles are set once in the theme's global CSS. A Chakra style prop is
 * resolved again on every render, and RJSF re-renders every list item on each keystroke.
 */
export const layoutClass = {
  /** Fields stacked one under another. */
  fields: 'form-fields',
  /** Items of a list, stacked. */
  items: 'form-items',
  /** One item of a list (an owner), framed. */
  item: 'form-item',
  /** A titled group: fieldset, legend and the group's content. */
  group: 'form-group',
  groupLegend: 'form-group-legend',
  groupContent: 'form-group-content',
} as const;

const column = { display: 'flex', flexDirection: 'column', width: 'full', minWidth: '0' } as const;

/** The theme's global CSS for the classes above, in Chakra tokens. */
export const layoutCss = {
  [`.${layoutClass.fields}`]: { ...column, gap: '5' },
  [`.${layoutClass.items}`]: { ...column, gap: '6' },
  [`.${layoutClass.item}`]: { ...column, gap: '3', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border', borderRadius: 'md', padding: '4' },
  [`.${layoutClass.group}`]: { ...column, gap: '4', border: '0', padding: '0', margin: '0' },
  [`.${layoutClass.groupLegend}`]: { textStyle: 'lg', fontWeight: 'semibold', color: 'fg', padding: '0' },
  [`.${layoutClass.groupContent}`]: { ...column, gap: '4' },
} as const;
