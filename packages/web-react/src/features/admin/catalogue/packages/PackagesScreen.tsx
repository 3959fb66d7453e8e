import { useMemo, useState } from 'react';
import {
  fill, messages, packageClassesText, packageKindText, priceDisplay, type ClassPackage,
} from '@estudio/core';
import { Button } from '../../../../ui/Button/index.js';
import { useConfirm } from '../../../../ui/ConfirmDialog/index.js';
import { visuallyHidden } from '../../../../ui/Spinner/index.js';
import { useDeskCatalogue } from '../../DeskProvider.js';
import type { DataTableColumn } from '../../kit/DataTable/index.js';
import { SearchInput } from '../../kit/SearchInput/index.js';
import { ScreenHeader } from '../../shared/ScreenHeader.js';
import { useDeskAction } from '../../shared/useDeskAction.js';
import { CATALOGUE_PER_PAGE, CatalogueTable } from '../CatalogueListScreen.js';
import { useCatalogueList } from '../useCatalogueList.js';
import { PackageAttendeesPanel } from './PackageAttendeesPanel.js';
import { PackageOrderPanel } from './PackageOrderPanel.js';
import { PackagePanel } from './PackagePanel.js';
import * as catalogueStyles from '../CatalogueScreen.css.js';
import * as styles from './Packages.css.js';

const text = messages.deskPackages;
const words = messages.deskCatalogue;
const numbers = new Intl.NumberFormat('es-MX');

/** The id of a row's title cell, which its buttons are described by ('Editar' · 'Paquete 5 clases'). */
const nameId = (pkg: ClassPackage) => `package-name-${pkg.class_package_id}`;

const TitleCell = ({ pkg }: { readonly pkg: ClassPackage }) => (
  <span className={styles.stack}>
    <span id={nameId(pkg)}>{pkg.title}</span>
    {pkg.available ? null : <span className={styles.muted}>{text.unavailable}</span>}
  </span>
);

/** The storefront's own price: the sale with the regular price struck through. */
const PriceCell = ({ pkg }: { readonly pkg: ClassPackage }) => {
  const price = priceDisplay(pkg);
  return (
    <span>
      <span className={visuallyHidden}>{price.spoken}</span>
      <span aria-hidden="true">{price.current}</span>
      {price.regular ? <s className={styles.struck} aria-hidden="true">{price.regular}</s> : null}
    </span>
  );
};

const KindCell = ({ pkg }: { readonly pkg: ClassPackage }) => (
  <span className={styles.stack}>
    <span>{packageKindText(pkg)}</span>
    {pkg.sold > 0 ? <span className={styles.muted}>{pkg.sold === 1 ? text.soldOne : fill(text.sold, { count: numbers.format(pkg.sold) })}</span> : null}
  </span>
);

/**
 * /admin/paquetes (issue 15, admin only): the packages by their order (as
 * /paquetes shows them), searched by title and paged by the server, the
 * search and page in the address. 'Nuevo' and 'Editar' open the long form
 * (`PackagePanel`); 'Ordenar' the drag-and-drop order; 'Mostrar en inicio'
 * features a package on the home page or takes it off with spec 8's toasts;
 * a special event's 'Asistentes' lists its buyers with 'Exportar CSV'.
 * 'Eliminar' asks 'Precaución'; a package with purchases is refused by the
 * server (409, its message in the alerts) and the list stays as it was.
 */
export const PackagesScreen = () => {
  const catalogue = useDeskCatalogue();
  const confirm = useConfirm();
  const list = useCatalogueList('desk-packages', CATALOGUE_PER_PAGE, (query) => catalogue.packages.list(query));
  const { data, page } = list;
  const [editing, setEditing] = useState<{ readonly pkg: ClassPackage | null } | null>(null);
  const [ordering, setOrdering] = useState(false);
  const [attendeesOf, setAttendeesOf] = useState<ClassPackage | null>(null);
  const { isBusy, run } = useDeskAction<string>();

  const remove = async (pkg: ClassPackage) => {
    if (!(await confirm({ message: fill(text.deleteConfirm, { name: pkg.title }), okLabel: words.remove }))) return;
    await run(() => catalogue.packages.remove(pkg.class_package_id), text.deleted, list.afterRemove, `remove-${pkg.class_package_id}`);
  };
  const toggleHome = (pkg: ClassPackage) =>
    run(
      () => catalogue.packages.setOnHome(pkg.class_package_id, !pkg.on_home),
      pkg.on_home ? messages.admin.homeRemoved : messages.admin.homeAdded,
      list.reload,
      `home-${pkg.class_package_id}`,
    );

  const columns = useMemo<DataTableColumn<ClassPackage>[]>(
    () => [
      { id: 'title', header: text.columnTitle, cell: ({ row }) => <TitleCell pkg={row.original} /> },
      { id: 'price', header: text.columnPrice, cell: ({ row }) => <PriceCell pkg={row.original} /> },
      { id: 'classes', header: text.columnClasses, cell: ({ row }) => packageClassesText(row.original) },
      { id: 'kind', header: text.columnKind, cell: ({ row }) => <KindCell pkg={row.original} /> },
      {
        id: 'home',
        header: text.columnHome,
        cell: ({ row }) => (
          <Button
            variant={row.original.on_home ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={row.original.on_home}
            aria-describedby={nameId(row.original)}
            busy={isBusy(`home-${row.original.class_package_id}`)}
            onClick={() => void toggleHome(row.original)}
          >
            {text.showOnHome}
          </Button>
        ),
      },
      {
        id: 'actions',
        header: words.columnActions,
        cell: ({ row }) => (
          <span className={catalogueStyles.actions}>
            <Button variant="secondary" size="sm" aria-describedby={nameId(row.original)} onClick={() => setEditing({ pkg: row.original })}>
              {words.edit}
            </Button>
            {row.original.is_special_event ? (
              <Button variant="secondary" size="sm" aria-describedby={nameId(row.original)} onClick={() => setAttendeesOf(row.original)}>
                {text.attendees}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              aria-describedby={nameId(row.original)}
              busy={isBusy(`remove-${row.original.class_package_id}`)}
              onClick={() => void remove(row.original)}
            >
              {words.remove}
            </Button>
          </span>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when a row's busy flag or the page changes
    [isBusy, data, page],
  );

  return (
    <section aria-labelledby="desk-packages-title">
      <ScreenHeader
        id="desk-packages-title"
        title={text.title}
        subtitle={list.status === 'ready' ? (data.total === 1 ? text.countOne : fill(text.count, { count: numbers.format(data.total) })) : text.intro}
        actions={
          <span className={styles.headerActions}>
            <Button variant="secondary" onClick={() => setOrdering(true)}>{text.order}</Button>
            <Button onClick={() => setEditing({ pkg: null })}>{text.create}</Button>
          </span>
        }
      />
      <div className={catalogueStyles.toolbar}>
        <SearchInput label={text.search} value={list.typed} onChange={list.setTyped} placeholder={text.searchPlaceholder} />
      </div>
      <CatalogueTable list={list} columns={columns} idOf={(pkg) => pkg.class_package_id} texts={text} />
      {/* Keyed by the package it edits, so each 'Editar' starts from that package's values. */}
      <PackagePanel
        key={editing?.pkg ? editing.pkg.class_package_id : 'new'}
        open={editing !== null}
        pkg={editing?.pkg ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.reload}
      />
      {ordering ? <PackageOrderPanel open onClose={() => setOrdering(false)} onSaved={list.reload} /> : null}
      <PackageAttendeesPanel pkg={attendeesOf} onClose={() => setAttendeesOf(null)} />
    </section>
  );
};
