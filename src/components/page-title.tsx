import type { ReactNode } from 'react';
import { PAGE_TITLE_LOOK, SECTION_TITLE_LOOK } from './heading-look';

/**
 * A screen's title: its one level-1 heading, drawn like antd's level-2 title. A plain element:
 * the first paint of a screen waits for none of Typography's code (its editable mode brings
 * Input and Form along).
 */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 style={PAGE_TITLE_LOOK}>{children}</h1>;
}

/** The title of a section of a screen, an h2; `id` names the section it heads. */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} style={SECTION_TITLE_LOOK}>
      {children}
    </h2>
  );
}
