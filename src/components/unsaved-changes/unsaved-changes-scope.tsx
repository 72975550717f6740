import { useContext, type ReactNode } from 'react';
import { UnsavedChangesContext } from './unsaved-changes-context';
import { useDirtyForms } from './use-dirty-forms';

/**
 * A part of a screen that drops its own forms (a table whose rows open an editor): its
 * `useConfirmIfUnsaved` asks only about the forms inside it, while the app-wide guard still
 * knows of them for leaving the page.
 */
export function UnsavedChangesScope({ children }: { children: ReactNode }) {
  const { mark } = useContext(UnsavedChangesContext);
  const { context } = useDirtyForms(mark);
  return <UnsavedChangesContext value={context}>{children}</UnsavedChangesContext>;
}
