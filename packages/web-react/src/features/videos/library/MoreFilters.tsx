import { useId, useState } from 'react';
import { durationChoices, durationRangeLabel, formatDuration, messages, parseDuration, type VideoFilters } from '@estudio/core';
import { SelectField, type SelectOption } from '../../../ui/SelectField/index.js';
import type { FilterOptions } from './useFilterOptions.js';
import * as styles from '../videos.css.js';

/** Props of {@link MoreFilters}. */
export interface MoreFiltersProps {
  readonly filters: VideoFilters;
  readonly categories: FilterOptions['categories'];
  readonly videoTypes: FilterOptions['videoTypes'];
  readonly onChange: (patch: Partial<VideoFilters>) => void;
}

/** Whether a filter behind 'Más filtros' is set: then it opens folded out, so the list's filter shows. */
export const hasMoreFilters = (filters: VideoFilters): boolean =>
  filters.classCategoryId !== null || filters.videoTypeId !== null || filters.duration !== null;

interface IdSelectProps {
  readonly label: string;
  readonly name: string;
  readonly value: number | null;
  readonly options: readonly SelectOption[];
  readonly onChange: (id: number | null) => void;
}

/** A choice among ids, 'Todos' (none) first; nothing to show when the list is empty or did not load. */
const IdSelect = ({ label, name, value, options, onChange }: IdSelectProps) =>
  options.length === 0 ? null : (
    <SelectField
      label={label}
      name={name}
      placeholder={messages.videos.all}
      value={value === null ? '' : String(value)}
      options={options}
      onChange={(chosen) => onChange(chosen === '' ? null : Number(chosen))}
    />
  );

/**
 * Spec 2's other video filters, folded behind 'Más filtros' (a disclosure
 * button) so the card stays as short as the spec's own list: 'Categoría'
 * (the class category), 'Tipo de Video' and 'Duración', each with 'Todos'
 * first. A list that did not load (or is empty) offers no select.
 */
export const MoreFilters = ({ filters, categories, videoTypes, onChange }: MoreFiltersProps) => {
  const [open, setOpen] = useState(() => hasMoreFilters(filters));
  const panelId = useId();
  const m = messages.videos;
  return (
    <div className={styles.moreFilters}>
      <button type="button" className={styles.moreToggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <svg className={styles.moreChevron} data-open={open} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M6 4l4 4-4 4" />
        </svg>
        {m.moreFilters}
      </button>
      <div id={panelId} hidden={!open} className={styles.filterBody}>
        <IdSelect
          label={m.classCategory}
          name="class_category_id"
          value={filters.classCategoryId}
          options={categories.map((c) => ({ value: String(c.class_category_id), label: c.name }))}
          onChange={(classCategoryId) => onChange({ classCategoryId })}
        />
        <IdSelect
          label={m.videoType}
          name="video_type_id"
          value={filters.videoTypeId}
          options={videoTypes.map((t) => ({ value: String(t.video_type_id), label: t.name }))}
          onChange={(videoTypeId) => onChange({ videoTypeId })}
        />
        <SelectField
          label={m.duration}
          name="duration"
          placeholder={m.all}
          value={filters.duration ? formatDuration(filters.duration) : ''}
          options={durationChoices(filters.duration).map((range) => ({ value: formatDuration(range), label: durationRangeLabel(range) }))}
          onChange={(value) => onChange({ duration: parseDuration(value) })}
        />
      </div>
    </div>
  );
};
