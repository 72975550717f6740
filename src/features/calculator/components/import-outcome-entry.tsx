import { Button, Flex } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import styles from '../../../components/work-entry.module.css';
import { dismissImportOutcome, type ImportOutcome } from '../import-results';

/** Links shown one by one; beyond them «Показать в списке» shows them all. */
const LINKS_SHOWN = 20;

/** The route list of these routes alone. */
export const routesListOf = (ids: readonly number[]): string => `/routes?ids=${ids.join(',')}`;

/**
 * A confirmed import in the header's background work: «Создано: N, изменено: M», each route a
 * link, and «Показать в списке».
 */
export function ImportOutcomeEntry({
  outcome,
  onOpen,
}: {
  outcome: ImportOutcome;
  onOpen: () => void;
}) {
  const navigate = useNavigate();
  const { created, updated, fileName } = outcome;
  const ids = [...created, ...updated];
  const name = `Импорт: ${fileName}`;
  return (
    <li className={styles.entry} aria-label={name}>
      <strong>{name}</strong>
      <span>
        Создано: {created.length}, изменено: {updated.length}
      </span>
      {ids.length > 0 && (
        <Flex wrap gap="2px 10px" component="span">
          {ids.slice(0, LINKS_SHOWN).map((id) => (
            <Link key={id} to={`/routes/${id}`} onClick={onOpen}>
              № {id}
            </Link>
          ))}
          {ids.length > LINKS_SHOWN && <span>и ещё {ids.length - LINKS_SHOWN}</span>}
        </Flex>
      )}
      <Flex gap={8} wrap>
        {ids.length > 0 && (
          <Button
            size="small"
            onClick={() => {
              onOpen();
              void navigate(routesListOf(ids));
            }}
          >
            Показать в списке
          </Button>
        )}
        <Button size="small" type="link" onClick={() => dismissImportOutcome(outcome.jobId)}>
          Убрать
        </Button>
      </Flex>
    </li>
  );
}
