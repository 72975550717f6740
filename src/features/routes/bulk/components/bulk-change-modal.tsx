import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Modal, Progress } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { afterRoutesWritten } from '../../../../api/changed-routes';
import type { Route } from '../../../../api/schema';
import { useUnsavedChanges } from '../../../../components/unsaved-changes/use-unsaved-changes';
import { changeOf, changeTitle, INITIAL_VALUES, type ChangeValues } from '../change-input';
import { extremeQuestion } from '../extreme-change';
import type { Change, PlanRow } from '../plan';
import { recentChanges } from '../recent-changes';
import { panelOpenedFrom } from '../run-focus';
import { showRun, useBulkRuns } from '../run-store';
import { startRun } from '../runner';
import { useChangePlan } from '../use-change-plan';
import { ChangeFields } from './change-fields';
import { PlanPreview } from './plan-preview';

interface BulkChangeModalProps {
  routes: readonly Route[];
  onClose: () => void;
  /** The run has started: the selection it was made of is done with. */
  onStarted: () => void;
  /** Re-pricing routes of a notification category (PRODUCT §6): «По рынку» is chosen first. */
  alert?: string | null;
  /** Why the selection holds fewer routes than were asked for (the limit of one change). */
  note?: string | null;
}

/**
 * «Изменение НМЦ»: the change, its preview for every selected route, and «Применить», which
 * hands the plan to a run that goes on whatever screen the user moves to.
 */
export function BulkChangeModal(props: BulkChangeModalProps) {
  const { routes, onClose, onStarted, alert, note } = props;
  const [form] = Form.useForm<ChangeValues>();
  // Re-pricing a notification category's routes starts «По рынку» (PRODUCT §6).
  const initial: ChangeValues = alert ? { ...INITIAL_VALUES, way: 'market' } : INITIAL_VALUES;
  const { plan, way, prices, marketPending, amountTyped } = useChangePlan(
    routes,
    form,
    initial.way,
  );
  // Escape, ✕ and «Отмена» ask before a typed amount or comment goes. The comment is read when
  // the form closes rather than watched: a key there renders nothing but its own field.
  const confirmDrop = useUnsavedChanges(amountTyped);
  const typedNow = () => {
    const { amount, comment } = form.getFieldsValue();
    return Boolean(amount?.trim() || comment?.trim());
  };
  const [problem, setProblem] = useState<string | null>(null);
  // What had the focus as the form opened («Изменить НМЦ»): closing the form goes back there,
  // and so does the run's «Закрыть».
  const [opener] = useState(() => document.activeElement);
  // The form is taken off the page at once, so antd's closing never hands the focus back. It goes
  // back a moment later: an open dialog («Изменения не сохранены», the form itself) pulls any
  // focus that leaves it back in, until it is gone.
  const close = () => {
    onClose();
    if (opener instanceof HTMLElement) setTimeout(() => opener.focus());
  };
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const runs = useBulkRuns();
  const recent = useMemo(
    () =>
      recentChanges(
        runs,
        routes.map((route) => route.id),
        dayjs(),
      ),
    [runs, routes],
  );

  /** Hands the plan to a run that goes on whatever screen the user moves to. */
  const run = (change: Change, comment: string, rows: readonly PlanRow[]) => {
    const id = startRun({
      title: changeTitle(change),
      change,
      comment,
      rows,
      alert,
      afterRun: (written) => afterRoutesWritten(queryClient, written),
    });
    // The focus goes to the run's heading, once it is there (run-focus.ts).
    panelOpenedFrom(opener);
    onStarted();
    showRun(id);
  };

  const apply = (values: ChangeValues) => {
    const change = changeOf(values);
    if (routes.length === 0)
      return setProblem('Не выбрано ни одного маршрута: отметьте маршруты в списке.');
    if (!change || !plan) return;
    if (plan.writes === 0)
      return setProblem('Ни один маршрут не изменится: все пропущены, причины — в таблице.');
    const start = () => run(change, (values.comment ?? '').trim(), plan.rows);
    if (plan.marked === 0) return start();
    // Once, for all the marked routes; «Вернуться» leaves the form as it is.
    modal.confirm({
      title: extremeQuestion(plan.marked),
      content: 'Такие маршруты отмечены в предпросмотре: «Проверьте: …».',
      okText: 'Применить',
      cancelText: 'Вернуться',
      // Enter goes back: writing a slip into hundreds of routes takes a deliberate choice.
      focusable: { autoFocusButton: 'cancel' },
      onOk: start,
    });
  };

  return (
    <Modal
      open
      title="Изменение НМЦ"
      width={960}
      okText="Применить"
      cancelText="Отмена"
      okButtonProps={{ htmlType: 'submit', disabled: marketPending }}
      onCancel={() => confirmDrop(close, typedNow())}
      modalRender={(dom) => (
        <Form<ChangeValues>
          form={form}
          layout="vertical"
          initialValues={initial}
          onFinish={apply}
          // Only a shown problem goes: a key in «Комментарий» renders no more than its own field.
          onValuesChange={() => {
            if (problem !== null) setProblem(null);
          }}
        >
          {dom}
        </Form>
      )}
    >
      <p>Выбрано маршрутов: {routes.length}</p>
      {note && <Alert type="warning" showIcon title={note} style={{ marginBottom: 16 }} />}
      <ChangeFields way={way} />
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      {marketPending && (
        <div role="status">
          Цены рынка: получено {prices.size} из {routes.length}
          <Progress percent={Math.floor((prices.size / routes.length) * 100)} size="small" />
        </div>
      )}
      {plan && <PlanPreview plan={plan} recent={recent} />}
    </Modal>
  );
}
