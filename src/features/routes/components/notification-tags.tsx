import { useFilterChoices } from '../../../api/shared-queries';
import { MutedText } from '../../../components/muted-text';
import { TextTag } from '../../../components/text-tag';
import { notificationCodes, notificationLabel } from '../../../api/labels';

/** A route's notifications as tags, named as the «Уведомления» filter names them. */
export function NotificationTags({ codes: value }: { codes: readonly string[] | null }) {
  // Loaded once for the whole app; every row reads the same cached answer.
  const { data } = useFilterChoices();
  // `null` or anything but codes, against the contract, reads «—» like no notifications.
  const codes = notificationCodes(value);
  if (codes.length === 0) return <MutedText>—</MutedText>;
  return (
    <>
      {codes.map((code) => (
        <TextTag key={code} color="orange" style={{ marginBlock: 2 }} ellipsis>
          {notificationLabel(code, data?.notification_choices)}
        </TextTag>
      ))}
    </>
  );
}
