import { useEffect, useRef, useState } from 'react';
import type { TemporaryRouteEdits } from './temporary-route-edits';

/** An editor of a temporary route on screen: what is typed there, and how to empty it. */
interface OpenEditor {
  routeId: () => number;
  edits: () => TemporaryRouteEdits;
  /** Its typed values were saved elsewhere: the fields show the server's again. */
  clear: () => void;
}

// The result card and a session row may edit the same route at once; «Подтвердить» on the card
// must not leave what was typed in the row behind.
const editors = new Set<OpenEditor>();

/** Keeps this editor among the open ones while it is mounted; returns it. */
export function useOpenEditor(
  routeId: number,
  edits: TemporaryRouteEdits,
  clear: () => void,
): OpenEditor {
  const latest = useRef({ routeId, edits, clear });
  useEffect(() => {
    latest.current = { routeId, edits, clear };
  });
  const [editor] = useState<OpenEditor>(() => ({
    routeId: () => latest.current.routeId,
    edits: () => latest.current.edits,
    clear: () => latest.current.clear(),
  }));
  useEffect(() => {
    editors.add(editor);
    return () => {
      editors.delete(editor);
    };
  }, [editor]);
  return editor;
}

/** The other open editors of route `routeId` that hold typed values. */
export const otherEditorsWithEdits = (self: OpenEditor): OpenEditor[] =>
  [...editors].filter(
    (editor) =>
      editor !== self &&
      editor.routeId() === self.routeId() &&
      Object.keys(editor.edits()).length > 0,
  );

/**
 * What every editor typed, in one: a field typed in one of them takes its value, a field typed
 * differently in two is named in `clashes` (nobody can tell which the user meant).
 */
export function mergeEdits(all: readonly TemporaryRouteEdits[]) {
  const merged: TemporaryRouteEdits = {};
  const clashes = new Set<keyof TemporaryRouteEdits>();
  for (const edits of all) {
    if (edits.nmc !== undefined) {
      if (merged.nmc !== undefined && merged.nmc !== edits.nmc) clashes.add('nmc');
      merged.nmc = edits.nmc;
    }
    if (edits.comment !== undefined) {
      if (merged.comment !== undefined && merged.comment !== edits.comment) clashes.add('comment');
      merged.comment = edits.comment;
    }
  }
  return { merged, clashes };
}
