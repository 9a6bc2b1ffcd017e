import { createContext, useContext } from 'react';
import type { Settings } from './settings';

export const SettingsContext = createContext<Settings | null>(null);

export function useSettings(): Settings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings outside the settings provider');
  return settings;
}
