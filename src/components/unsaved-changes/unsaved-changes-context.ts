import { createContext, useContext } from 'react';
import type { DraftSource } from './drafts';

/**
 * Marks the form `key` as holding unsaved work (or not); the guard asks while any does, and keeps
 * what `draft` gives if the session ends meanwhile.
 */
export type MarkUnsaved = (key: symbol, dirty: boolean, draft?: DraftSource) => void;

export interface UnsavedChanges {
  mark: MarkUnsaved;
  /**
   * Runs `action` at once when no form below the provider holds unsaved work, and after
   * «Не сохранять» otherwise: for actions that drop the forms without leaving the page.
   */
  confirmIfUnsaved: (action: () => void) => void;
}

// Without the guard's provider (a screen rendered alone in a unit test) nothing is tracked.
export const UnsavedChangesContext = createContext<UnsavedChanges>({
  mark: () => undefined,
  confirmIfUnsaved: (action) => action(),
});

/** The question before an action that drops every changed form below the nearest provider. */
export const useConfirmIfUnsaved = () => useContext(UnsavedChangesContext).confirmIfUnsaved;
