// Public surface of the auto-save feature (spec §3/§4).
export { AutoSaveProvider } from './autosave-provider';
export { useAutoSave, useAutoSaveStore, useOptionalAutoSave, type AutoSaveContextValue } from './autosave-context';
export { AutoSaveBadgeSlot } from './autosave-badge-slot';
export { useShowAutoSaveBadge, showsAutoSaveBadge } from './use-show-autosave-badge';
export { createAutoSaveStore, type AutoSaveStore } from './autosave-store';
export * from './types';
