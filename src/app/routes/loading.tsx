import { Center, Spinner } from '@chakra-ui/react';

/**
 * What a page shows while what it needs is on its way: one spinner, labelled for screen readers,
 * at the top of a screen-tall space. The page that replaces it is mostly taller: what the layout
 * puts below (the sidebar on a phone, the footer) starts below the screen instead of moving down
 * under the reader when the page arrives (layout shift, a quarter of Lighthouse's score).
 */
export function Loading() {
  return (
    <Center py="16" minH="100vh" alignItems="start">
      <Spinner size="lg" color="brand.solid" aria-label="Loading" />
    </Center>
  );
}
