/**
 * A module whose arrival a test holds back: `vi.mock(name, (importOriginal) => arrival.hold(importOriginal))`
 * notes that the module was asked for and gives it only once the test calls `come()`.
 */
export function heldArrival() {
  let come = () => {};
  const held = new Promise<void>((resolve) => (come = resolve));
  const arrival = {
    asked: false,
    come: () => come(),
    async hold<T>(importOriginal: () => Promise<T>): Promise<T> {
      arrival.asked = true;
      await held;
      return importOriginal();
    },
  };
  return arrival;
}
