import { fill, formatDate, fullName, messages, studioTimeZone, type PenaltyListRow } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { Button } from '../../../ui/Button/index.js';
import { useConfirm } from '../../../ui/ConfirmDialog/index.js';
import { SelectField } from '../../../ui/SelectField/index.js';
import { useDeskCatalogue, useDeskCustomers } from '../DeskProvider.js';
import { useTableUrlState } from '../kit/useTableUrlState/index.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { CatalogueListScreen, type CatalogueListConfig } from './CatalogueListScreen.js';
import { PenaltyPanel } from './PenaltyPanel.js';
import * as styles from './CatalogueLists.css.js';
import * as shared from '../shared/shared.css.js';

const text = messages.deskLists;

const texts = {
  title: text.penalties,
  name: text.penaltyCustomer,
  intro: text.penaltiesIntro,
  countOne: text.penaltiesCountOne,
  count: text.penaltiesCount,
  create: text.newPenalty,
  search: text.searchPenalties,
  searchPlaceholder: text.searchPenaltiesPlaceholder,
  empty: text.noPenalties,
  noMatches: text.noPenaltyMatches,
  deleteConfirm: text.deletePenaltyConfirm,
  deleted: text.penaltyDeleted,
};

/** The filter's values in the address (?estado=): which penalties the page asks for. */
const SHOWN = { activas: true, terminadas: false, todas: undefined } as const;
type Shown = keyof typeof SHOWN;
const FILTERS = { estado: 'activas' };
const isShown = (value: string): value is Shown => value in SHOWN;

/** Her name, or her id while the row came without her. */
const customerName = (row: PenaltyListRow) => (row.customer ? fullName(row.customer) : `#${row.customer_id}`);

/** 'Quitar penalización' on an active penalty: after 'Precaución', the desk's lift (it ends now and stays in her history). */
const LiftButton = ({ penalty, onLifted }: { readonly penalty: PenaltyListRow; readonly onLifted: () => void }) => {
  const customers = useDeskCustomers();
  const confirm = useConfirm();
  const { busy, run } = useDeskAction();
  const lift = async () => {
    if (!(await confirm({ message: fill(messages.desk.liftConfirm, { name: customerName(penalty) }), okLabel: messages.desk.liftPenalty }))) return;
    await run(() => customers.liftPenalty(penalty.penalty_id), messages.desk.penaltyLifted, onLifted);
  };
  return (
    <Button variant="secondary" busy={busy} aria-describedby={`penalty-name-${penalty.penalty_id}`} onClick={() => void lift()}>
      {messages.desk.liftPenalty}
    </Button>
  );
};

/**
 * /admin/penalizaciones (issue 15, admin only): the reservation penalties
 * on the catalogue list (`CatalogueListScreen`), each with its customer,
 * reason, end and whether it still runs; searched by customer or reason,
 * the active ones by default (?estado=activas|terminadas|todas). 'Nueva'
 * penalises a customer; an active one offers 'Quitar penalización' (the
 * customer page's lift); 'Eliminar' removes it from her history.
 */
export const PenaltiesScreen = () => {
  const catalogue = useDeskCatalogue();
  const { clock, config } = useServices();
  const zone = studioTimeZone(config);
  const filter = useTableUrlState({ sortable: [], filters: FILTERS });
  const shownValue = filter.state.filters.estado;
  const shown: Shown = isShown(shownValue) ? shownValue : 'activas';
  const active = SHOWN[shown];
  const isRunning = (row: PenaltyListRow) => Date.parse(row.end_date) > clock.now();
  const columns: CatalogueListConfig<PenaltyListRow>['columns'] = [
    { id: 'reason', header: text.penaltyReason, cell: ({ row }) => row.original.reason },
    { id: 'end', header: text.penaltyEnd, cell: ({ row }) => formatDate(row.original.end_date, zone) },
    {
      id: 'status',
      header: text.penaltyStatus,
      cell: ({ row }) => (isRunning(row.original)
        ? <span className={shared.badgeDanger}>{text.penaltyActive}</span>
        : <span className={shared.badge}>{text.penaltyEnded}</span>),
    },
  ];
  return (
    <CatalogueListScreen<PenaltyListRow>
      kind="penalty"
      texts={texts}
      idOf={(penalty) => penalty.penalty_id}
      nameOf={customerName}
      list={(query) => catalogue.penalties.list(active === undefined ? query : { ...query, active })}
      remove={(id) => catalogue.penalties.remove(id)}
      columns={columns}
      listKey={shown}
      toolbar={(
        <div className={styles.filter}>
          <SelectField
            label={text.filterPenalties}
            value={shown}
            onChange={(value) => filter.setFilter('estado', value)}
            options={[
              { value: 'activas', label: text.filterActive },
              { value: 'terminadas', label: text.filterEnded },
              { value: 'todas', label: text.filterAll },
            ]}
          />
        </div>
      )}
      rowActions={(penalty, reload) => (isRunning(penalty) ? <LiftButton penalty={penalty} onLifted={reload} /> : null)}
      panel={({ row, ...props }) => <PenaltyPanel {...props} penalty={row} />}
    />
  );
};
