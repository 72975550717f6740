import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useId, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { TEMPORARY_ROUTE_COMMENT_MAX_LENGTH } from '../../../api/limits';
import type { TemporaryRoute } from '../../../api/schema';
import { MoneyInput } from '../../../components/money-input';
import { moneyProblem } from '../../../lib/money-text';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';
import { usePatchTemporaryRoute } from '../api';

interface EditorProps {
  route: TemporaryRoute;
  /** Values brought in from outside (the justified НМЦ): they replace what is typed, unsaved. */
  preset?: { nmc: number; comment: string } | null;
  /** «Подтвердить» beside «Сохранить» (the card): it saves unsaved values first. */
  confirm?: { loading: boolean; onConfirm: () => void };
  /** «Отмена» beside «Сохранить» (a session row): it asks before dropping typed values. */
  onCancel?: () => void;
  onSaved?: () => void;
}

/** «НМЦ» and «Комментарий» of a temporary route; «Сохранить» PATCHes both. */
export function TemporaryRouteEditor({
  route,
  preset = null,
  confirm,
  onCancel,
  onSaved,
}: EditorProps) {
  const initial = { nmc: route.nmc, comment: route.comment ?? '' };
  const [nmc, setNmc] = useState(initial.nmc);
  const [comment, setComment] = useState(initial.comment);
  // What the server holds now: the route as loaded, or what was last saved.
  const [saved, setSaved] = useState(initial);
  const [appliedPreset, setAppliedPreset] = useState(preset);
  if (preset !== appliedPreset) {
    setAppliedPreset(preset);
    if (preset) {
      setNmc(preset.nmc);
      setComment(preset.comment);
    }
  }
  // The result card and its session row may edit the same route at once: ids per editor, so
  // each field keeps its own label.
  const fieldId = useId();
  const patch = usePatchTemporaryRoute();
  const fieldErrors = isApiError(patch.error) ? patch.error.fieldErrors : {};
  const changed = nmc !== saved.nmc || comment !== saved.comment;
  const nmcProblem = moneyProblem(nmc);
  const guard = useUnsavedChanges(changed);

  const save = (then?: () => void) => {
    if (patch.isPending || nmcProblem) return;
    const sent = { nmc, comment };
    patch.mutate(
      {
        id: route.id,
        patch: { nmc, comment: comment.trim() === '' ? null : comment },
      },
      {
        onSuccess: () => {
          setSaved(sent);
          onSaved?.();
          then?.();
        },
      },
    );
  };

  // A confirm takes what the server holds: unsaved values are saved first, and a failed save
  // confirms nothing (its error shows below the fields).
  const saveAndConfirm = (onConfirm: () => void) => {
    if (changed) save(onConfirm);
    else onConfirm();
  };

  return (
    <Form layout="vertical" onFinish={() => save()} disabled={patch.isPending} component="div">
      <Flex gap={16} wrap>
        <Form.Item
          label="НМЦ"
          htmlFor={`${fieldId}-nmc`}
          style={{ flex: '1 1 180px' }}
          validateStatus={nmcProblem || fieldErrors.nmc ? 'error' : undefined}
          help={nmcProblem ?? fieldErrors.nmc?.join(' ')}
        >
          <MoneyInput id={`${fieldId}-nmc`} value={nmc} onChange={setNmc} />
        </Form.Item>
        <Form.Item
          label="Комментарий"
          htmlFor={`${fieldId}-comment`}
          style={{ flex: '2 1 280px' }}
          validateStatus={fieldErrors.comment ? 'error' : undefined}
          help={fieldErrors.comment?.join(' ')}
        >
          <Input.TextArea
            id={`${fieldId}-comment`}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            maxLength={TEMPORARY_ROUTE_COMMENT_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 1, maxRows: 4 }}
          />
        </Form.Item>
      </Flex>
      {patch.isError && !Object.keys(fieldErrors).length && (
        <Alert
          type="error"
          showIcon
          title="Не удалось сохранить изменения"
          style={{ marginBottom: 16 }}
        />
      )}
      {patch.isSuccess && !changed && (
        <Alert type="success" showIcon title="Изменения сохранены" style={{ marginBottom: 16 }} />
      )}
      <Flex gap={8} justify="flex-end">
        <Button onClick={() => save()} loading={patch.isPending} disabled={!changed}>
          Сохранить
        </Button>
        {onCancel && <Button onClick={() => guard(onCancel)}>Отмена</Button>}
        {confirm && (
          <Button
            type="primary"
            icon={<CheckOutlined aria-hidden />}
            loading={confirm.loading || (patch.isPending && changed)}
            onClick={() => saveAndConfirm(confirm.onConfirm)}
          >
            Подтвердить
          </Button>
        )}
      </Flex>
    </Form>
  );
}
