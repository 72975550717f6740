import { useSyncExternalStore } from 'react';
import { ROUTE_CREATING_KEY } from '../../lib/constants';
import {
  creationReducer,
  parseCreationState,
  type CreationEvent,
  type CreationState,
} from './creation-state';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: CreationState = parseCreationState(null);

function read(): CreationState {
  const raw = localStorage.getItem(ROUTE_CREATING_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseCreationState(raw);
  }
  return cached;
}

/** Applies an event to the persisted creation state and tells every reader. */
export function dispatchCreation(event: CreationEvent): void {
  const next = creationReducer(read(), event);
  localStorage.setItem(ROUTE_CREATING_KEY, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab, or a logout that clears storage, changes the state too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const useCreationState = (): CreationState => useSyncExternalStore(subscribe, read);
