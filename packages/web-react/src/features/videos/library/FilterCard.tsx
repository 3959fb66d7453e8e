import { useEffect, useEffectEvent, useId, useState } from 'react';
import { messages, type VideoFilters } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import { Card } from '../../../ui/Card/index.js';
import { SelectField } from '../../../ui/SelectField/index.js';
import { TextField } from '../../../ui/TextField/index.js';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../../ui/useMediaQuery/index.js';
import { MoreFilters } from './MoreFilters.js';
import type { FilterOptions } from './useFilterOptions.js';
import * as styles from '../videos.css.js';

/** How long typing pauses before the search runs: one request per word, not per key. */
export const SEARCH_DELAY_MS = 350;

/** Props of {@link FilterCard}. */
export interface FilterCardProps {
  readonly filters: VideoFilters;
  readonly options: FilterOptions;
  /** Whether a filter is set ('Limpiar Filtros' is then enabled). */
  readonly filtered: boolean;
  /** A filter changed; `typing` for the text search, whose steps replace each other in the history. */
  readonly onChange: (patch: Partial<VideoFilters>, typing?: boolean) => void;
  readonly onClear: () => void;
}

const idValue = (id: number | null): string => (id === null ? '' : String(id));
const idOf = (value: string): number | null => (value === '' ? null : Number(value));

/** The text search, sent after a pause; kept in step when the address changes it (e.g. 'Limpiar Filtros'). */
const SearchField = ({ value, onSearch }: { value: string; onSearch: (text: string) => void }) => {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }
  const search = useEffectEvent(onSearch);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => search(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <TextField
      type="search"
      name="query"
      label={messages.videos.searchLabel}
      placeholder={messages.videos.searchPlaceholder}
      value={text}
      maxLength={120}
      onChange={setText}
    />
  );
};

/** 'Etiquetas': a group of checkboxes, each tag on or off (a video with any chosen tag shows). */
const TagChoices = ({ tags, chosen, onChange }: { tags: FilterOptions['tags']; chosen: readonly number[]; onChange: (tags: number[]) => void }) => {
  if (tags.length === 0) return null;
  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((tag) => tag !== id));
  return (
    <fieldset className={styles.tags}>
      <legend className={styles.tagsLegend}>{messages.videos.tagsLabel}</legend>
      <div className={styles.tagList}>
        {tags.map((tag) => (
          <label key={tag.tag_id} className={styles.tagChoice}>
            <input type="checkbox" checked={chosen.includes(tag.tag_id)} onChange={(event) => toggle(tag.tag_id, event.target.checked)} />
            <span>{tag.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};

/**
 * The filter card of spec 2: 'Buscar por nombre de clase...', Coach, 'Tipo
 * de Clase' (first option 'Todos'), Etiquetas, the other video filters
 * behind 'Más filtros', and 'Limpiar Filtros'. On a phone it folds behind
 * 'Mostrar/Ocultar Filtros' (a disclosure button).
 */
export const FilterCard = ({ filters, options, filtered, onChange, onClear }: FilterCardProps) => {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const shown = wide || open;
  const m = messages.videos;
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.filterCard}>
      <div className={styles.filterHeader}>
        <h2 id={titleId} className={styles.filterTitle}>
          {m.filtersTitle}
        </h2>
        {wide ? null : (
          <Button size="sm" variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
            {m.toggleFilters}
          </Button>
        )}
      </div>
      <div id={panelId} hidden={!shown} className={styles.filterBody}>
        <SearchField value={filters.query} onSearch={(query) => onChange({ query }, true)} />
        <SelectField
          label={m.coach}
          name="instructor_id"
          placeholder={m.all}
          value={idValue(filters.instructorId)}
          options={options.coaches.map((c) => ({ value: String(c.instructor_id), label: `${c.name} ${c.last_name}`.trim() }))}
          onChange={(value) => onChange({ instructorId: idOf(value) })}
        />
        <SelectField
          label={m.classType}
          name="class_type_id"
          placeholder={m.all}
          value={idValue(filters.classTypeId)}
          options={options.classTypes.map((t) => ({ value: String(t.class_type_id), label: t.name }))}
          onChange={(value) => onChange({ classTypeId: idOf(value) })}
        />
        <TagChoices tags={options.tags} chosen={filters.tags} onChange={(tags) => onChange({ tags })} />
        <MoreFilters filters={filters} categories={options.categories} videoTypes={options.videoTypes} onChange={onChange} />
        <Button variant="ghost" disabled={!filtered} onClick={onClear}>
          {m.clearFilters}
        </Button>
      </div>
    </Card>
  );
};
