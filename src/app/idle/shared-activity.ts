/** The last activity shared between the portal's tabs through local storage and its `storage` event. */
import type { SharedActivity } from './idle-tracker';

export const LAST_ACTIVITY_KEY = 'portal.lastActivity';

export function localStorageActivity(storage: Storage = window.localStorage, target: Window = window): SharedActivity {
  return {
    read() {
      const value = Number(storage.getItem(LAST_ACTIVITY_KEY));
      return Number.isFinite(value) && value > 0 ? value : null;
    },
    write(at) {
      try {
        storage.setItem(LAST_ACTIVITY_KEY, String(at));
      } catch {
        // Storage full or blocked: this tab still times itself.
      }
    },
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== LAST_ACTIVITY_KEY || !event.newValue) return;
        const at = Number(event.newValue);
        if (Number.isFinite(at)) listener(at);
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
  };
}
