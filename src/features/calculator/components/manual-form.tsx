import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Select, type FormInstance } from 'antd';
import { useCallback, useRef, useState } from 'react';
import type { RouteCreationJobRequest } from '../../../api/schema';
import { VEHICLE_CATEGORY_OPTIONS } from '../../../api/labels';
import { useDraftOffer } from '../../../components/unsaved-changes/draft-offer';
import { useKeptOnSessionEnd } from '../../../components/unsaved-changes/use-unsaved-changes';
import { hasManualInput, MANUAL_DRAFT, manualValuesOf, type ManualValues } from '../kept-work';
import { chainToSegments } from '../segments';
import { PointControls, type MoveDirection } from './point-controls';
import { WaypointInput } from './waypoint-input';

const cityRule = { required: true, whitespace: true, message: 'Укажите город' };

interface ManualFormProps {
  busy: boolean;
  onSubmit: (request: RouteCreationJobRequest) => void;
}

/**
 * The cities kept when the session ended, offered back. A leaf of its own: the user's profile,
 * which often comes after the form has rendered, renders it alone and not the form, whose every
 * `Form.Item` asks the browser for the page's layout when it renders again (antd's `isVisible`).
 */
function ManualDraftOffer({ form }: { form: FormInstance<ManualValues> }) {
  const offer = useDraftOffer(MANUAL_DRAFT, manualValuesOf, (kept) => form.setFieldsValue(kept));
  return offer && <div style={{ marginBottom: 16 }}>{offer}</div>;
}

/**
 * Cities typed and not yet calculated, kept if the session ends and offered back. A leaf of its
 * own for the same reason: the watcher renders on every keystroke, and once as the form mounts
 * (its first look at the values), and the form does not render with it.
 */
function KeptManualInput({ form }: { form: FormInstance<ManualValues> }) {
  const typed = Form.useWatch((values: Partial<ManualValues> | undefined) => values, form);
  useKeptOnSessionEnd(hasManualInput(typed) ? { form: MANUAL_DRAFT, values: typed } : undefined);
  return null;
}

/** «Откуда», any number of «Через», «Куда» and «Категория ТС»; «Рассчитать» creates the job. */
export function ManualForm({ busy, onSubmit }: ManualFormProps) {
  const [form] = Form.useForm<ManualValues>();
  // A point added with «Добавить точку» takes the focus, so its city can be typed at once.
  const [pointAdded, setPointAdded] = useState(false);
  // A removed point takes its «Удалить точку» with it: the focus goes on to «Добавить точку».
  const addPoint = useRef<HTMLButtonElement>(null);
  // A moved point keeps the focus on its arrows (see PointControls).
  const [moved, setMoved] = useState<{ key: number; direction: MoveDirection } | null>(null);
  const clearMoved = useCallback(() => setMoved(null), []);
  const submit = ({ from, via, to, category }: ManualValues) => {
    // The form's rules make sure of a category.
    if (!category) return;
    const cities = [from, ...via, to].map((city) => city.trim());
    onSubmit({ segments: chainToSegments(cities), vehicle_category: category });
  };

  return (
    <Form<ManualValues>
      form={form}
      layout="vertical"
      initialValues={{ via: [] }}
      onFinish={submit}
      requiredMark={false}
      disabled={busy}
      name="manual-route"
    >
      <ManualDraftOffer form={form} />
      <KeptManualInput form={form} />
      <Form.Item label="Откуда" name="from" rules={[cityRule]}>
        <WaypointInput placeholder="Город отправления" />
      </Form.Item>
      <Form.List name="via">
        {(fields, { add, remove, move }) => (
          <>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="flex-start">
                <Form.Item label="Через" name={field.name} rules={[cityRule]} style={{ flex: 1 }}>
                  <WaypointInput
                    placeholder="Промежуточный город"
                    autoFocus={pointAdded && index === fields.length - 1}
                  />
                </Form.Item>
                <PointControls
                  index={index}
                  count={fields.length}
                  busy={busy}
                  focusAfterMove={moved?.key === field.key ? moved.direction : null}
                  onFocused={clearMoved}
                  onMove={(direction) => {
                    move(index, direction === 'up' ? index - 1 : index + 1);
                    setMoved({ key: field.key, direction });
                  }}
                  onRemove={() => {
                    remove(field.name);
                    addPoint.current?.focus();
                  }}
                />
              </Flex>
            ))}
            <Form.Item>
              <Button
                ref={addPoint}
                type="dashed"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => {
                  add('');
                  setPointAdded(true);
                }}
                block
              >
                Добавить точку
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
      <Form.Item label="Куда" name="to" rules={[cityRule]}>
        <WaypointInput placeholder="Город назначения" />
      </Form.Item>
      <Form.Item
        label="Категория ТС"
        name="category"
        rules={[{ required: true, message: 'Выберите категорию ТС' }]}
      >
        <Select options={VEHICLE_CATEGORY_OPTIONS} placeholder="Выберите значение" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block>
        Рассчитать
      </Button>
    </Form>
  );
}
