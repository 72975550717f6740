import { createContext } from 'react';

/** Marks the form `key` as holding unsaved work (or not); the guard asks while any does. */
export type MarkUnsaved = (key: symbol, dirty: boolean) => void;

// Without the guard's provider (a screen rendered alone in a unit test) nothing is tracked.
export const UnsavedChangesContext = createContext<MarkUnsaved>(() => undefined);
