/**
 * The page frame's elements (header, page, sidebar, footer, the step's progress) carry plain
 * class names whose styles are in the theme's global CSS, written at build time (design decision
 * 97). As Chakra components they were four fifths of the first page's styled elements, each
 * resolving its style props and inserting its rules through Emotion on the first render: about
 * 0.15 s of a slow phone's main thread before the first field took typing, for styles that never
 * change. The values are the ones the Chakra components gave them, in the same tokens.
 */
export const shellClass = {
  frame: 'shell-frame',
  /** The width every band of the page keeps (Chakra's container at 6xl). */
  container: 'shell-container',
  header: 'shell-header',
  headerRow: 'shell-header-row',
  headerActions: 'shell-header-actions',
  lender: 'shell-lender',
  /** Shown from medium screens on. */
  wideOnly: 'shell-wide-only',
  /** Shown below medium screens. */
  narrowOnly: 'shell-narrow-only',
  /** The band between header and footer: the container, with padding of its own. */
  body: 'shell-body',
  columns: 'shell-columns',
  page: 'shell-page',
  aside: 'shell-aside',
  asideSection: 'shell-aside-section',
  asideTitle: 'shell-aside-title',
  footer: 'shell-footer',
  /** A link in the brand's colour, underlined under the pointer. */
  link: 'shell-link',
  /** The same, always underlined. */
  underlinedLink: 'shell-link shell-link-underlined',
  /** An e-mail address, which may break anywhere on a narrow screen. */
  breakAnywhere: 'shell-break-anywhere',
  small: 'shell-small',
  muted: 'shell-muted',
  strong: 'shell-strong',
  visuallyHidden: 'shell-visually-hidden',
  progress: 'shell-progress',
  steps: 'shell-steps',
  stepList: 'shell-step-list',
  step: 'shell-step',
  stepCurrent: 'shell-step-current',
  stepAhead: 'shell-step-ahead',
  stepSeparator: 'shell-step-separator',
  bar: 'shell-bar',
  barHeading: 'shell-bar-heading',
  barLabel: 'shell-bar-label',
  barTrack: 'shell-bar-track',
  barRange: 'shell-bar-range',
  openUntil: 'shell-open-until',
  copyright: 'shell-copyright',
} as const;

const container = { position: 'relative', width: '100%', maxWidth: '6xl', marginInline: 'auto', paddingInline: { base: '4', md: '6', lg: '8' } };
const link = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  cursor: 'pointer',
  borderRadius: 'l1',
  outline: 'none',
  focusVisibleRing: 'outside',
  color: 'brand.fg',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '3px', textDecorationColor: 'currentColor/20' },
};

/** The theme's global CSS for the classes above, in Chakra tokens. */
export const shellCss = {
  [`.${shellClass.frame}`]: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  [`.${shellClass.container}`]: container,
  // One rule for the white bands: each backgroundColor also writes a variable, and the stylesheet comes with the first page.
  [[shellClass.header, shellClass.page, shellClass.asideSection, shellClass.footer].map((name) => `.${name}`).join(', ')]: { backgroundColor: 'white' },
  [`.${shellClass.header}`]: { borderBottomWidth: '1px', paddingBlock: '3' },
  [`.${shellClass.headerRow}`]: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' },
  [`.${shellClass.headerActions}`]: { display: 'flex', alignItems: 'center', gap: { base: '3', sm: '4' }, flexWrap: 'wrap' },
  [`.${shellClass.link}`]: link,
  [`.${shellClass.lender}`]: { fontWeight: 'bold', fontSize: { base: 'md', sm: 'lg' } },
  [`.shell-link-underlined`]: { textDecoration: 'underline' },
  [`.${shellClass.wideOnly}`]: { display: { base: 'none', md: 'inline' } },
  [`.${shellClass.narrowOnly}`]: { display: { base: 'block', md: 'none' } },
  [`.${shellClass.body}`]: { ...container, paddingBlock: { base: '4', md: '10' }, paddingInline: { base: '3', md: '6' }, flex: '1' },
  [`.${shellClass.columns}`]: {
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 18rem' },
    gap: { base: '6', lg: '8' },
    alignItems: 'start',
  },
  [`.${shellClass.page}`]: { borderRadius: 'lg', borderWidth: '1px', padding: { base: '4', md: '8' }, minWidth: '0', outline: 'none' },
  [`.${shellClass.aside}`]: { display: 'flex', flexDirection: 'column', gap: '4', fontSize: 'sm' },
  [`.${shellClass.asideSection}`]: { borderWidth: '1px', borderRadius: 'lg', padding: '4' },
  [`.${shellClass.asideTitle}`]: { fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'sm', marginBottom: '2' },
  [`.${shellClass.footer}`]: { borderTopWidth: '1px', paddingBlock: '6', marginTop: 'auto' },
  [`.${shellClass.breakAnywhere}`]: { wordBreak: 'break-all' },
  [`.${shellClass.small}`]: { fontSize: 'sm' },
  [`.${shellClass.muted}`]: { color: 'fg.muted' },
  [`.${shellClass.strong}`]: { fontWeight: 'semibold' },
  [`.${shellClass.visuallyHidden}`]: { srOnly: true },
  [`.${shellClass.progress}`]: { marginBottom: '6' },
  [`.${shellClass.steps}`]: { marginBottom: '3' },
  [`.${shellClass.stepList}`]: { display: { base: 'none', md: 'flex' }, listStyleType: 'none', flexWrap: 'wrap', gap: '1', fontSize: 'sm' },
  [`.${shellClass.step}`]: { display: 'flex', alignItems: 'center', gap: '1', '& a': { textDecoration: 'underline', textUnderlineOffset: '2px' } },
  [`.${shellClass.stepCurrent}`]: { fontWeight: 'semibold', color: 'brand.fg' },
  [`.${shellClass.stepAhead}`]: { color: 'fg.muted' },
  [`.${shellClass.stepSeparator}`]: { color: 'fg.muted', paddingInline: '1' },
  // Chakra's progress recipe at size sm, outline variant, in the brand's palette.
  [`.${shellClass.bar}`]: { textStyle: 'sm', position: 'relative' },
  [`.${shellClass.barHeading}`]: { display: 'flex', justifyContent: 'space-between', marginBottom: '1', gap: '2', flexWrap: 'wrap' },
  [`.${shellClass.barLabel}`]: { display: 'inline-flex', alignItems: 'center', gap: '1', fontWeight: 'medium' },
  [`.${shellClass.barTrack}`]: { overflow: 'hidden', position: 'relative', height: '2', boxShadow: 'inset', backgroundColor: 'bg.muted', borderRadius: 'l1' },
  // The bar is drawn anew on each page: the recipe's transition of its width would never run.
  [`.${shellClass.barRange}`]: { height: '100%', backgroundColor: 'brand.solid' },
  [`.${shellClass.copyright}`]: { marginTop: '2' },
  [`.${shellClass.openUntil}`]: { fontSize: 'sm', color: 'fg.muted', marginTop: '2' },
} as const;
