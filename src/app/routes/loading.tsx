import { Center, Spinner } from '@chakra-ui/react';

/** What a page shows while what it needs is on its way: one spinner, labelled for screen readers. */
export function Loading() {
  return (
    <Center py="16">
      <Spinner size="lg" color="brand.solid" aria-label="Loading" />
    </Center>
  );
}
