import { createContext, useContext } from 'react';
import type { Choice } from '../../../api/schema';
import { MutedText } from '../../../components/muted-text';
import { TextTag } from '../../../components/text-tag';
import { notificationCodes, notificationLabel } from '../../../api/labels';

/**
 * The labels of notification codes, read once by the table for all its rows: a query observer in
 * each of 100 rows cost more than the rest of the row's tags.
 */
export const NotificationChoices = createContext<readonly Choice[] | undefined>(undefined);

/** A route's notifications as tags, named as the «Уведомления» filter names them. */
export function NotificationTags({ codes: value }: { codes: readonly string[] | null }) {
  const choices = useContext(NotificationChoices);
  // `null` or anything but codes, against the contract, reads «—» like no notifications.
  const codes = notificationCodes(value);
  if (codes.length === 0) return <MutedText>—</MutedText>;
  return (
    <>
      {codes.map((code) => (
        <TextTag key={code} color="orange" style={{ marginBlock: 2 }} ellipsis>
          {notificationLabel(code, choices)}
        </TextTag>
      ))}
    </>
  );
}
