import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages, type ConfigEntry } from '@estudio/core';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import { visuallyHidden } from '../../../ui/Spinner/index.js';
import { useDeskSettings } from '../DeskProvider.js';
import { LoadFailure } from '../shared/LoadFailure.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import { useRetryable } from '../shared/useRetryable.js';
import { SettingsSection } from './SettingsSection.js';
import { SECTION_IDS, isSectionId, type SectionId } from './settingsSections.js';
import * as styles from './SettingsScreen.css.js';

const text = messages.deskSettings;

/**
 * /admin/configuracion ('Configuración', issue 15, admin only): the
 * studio's white label, one section at a time ('Marca', 'Inicio',
 * 'Contacto', 'Funciones', 'Reglas', 'Cobros', 'Archivos e identidad';
 * the section in the address, `?seccion=`), each with its own 'Guardar'.
 * 'Ver sitio' opens '/' in a new tab, which shows a saved change on load.
 */
export const SettingsScreen = () => {
  const titleId = useId();
  const settings = useDeskSettings();
  const [params] = useSearchParams();
  const asked = params.get('seccion');
  const current: SectionId = isSectionId(asked) ? asked : 'marca';
  const { state, reload } = useRetryable('desk-settings', () => settings.read());
  const [saved, setSaved] = useState<{ entries: readonly ConfigEntry[]; version: number } | null>(null);
  const entries = saved?.entries ?? (state.status === 'ready' ? state.data : null);

  return (
    <section aria-labelledby={titleId}>
      <ScreenHeader
        id={titleId}
        title={text.title}
        subtitle={text.intro}
        actions={
          <a href="/" target="_blank" rel="noopener" className={styles.sectionLink}>
            {text.viewSite}
            <span className={visuallyHidden}> {text.newTab}</span>
          </a>
        }
      />
      <nav aria-label={text.sectionsLabel} className={styles.sectionNav}>
        <ul className={styles.sectionList}>
          {SECTION_IDS.map((id) => (
            <li key={id}>
              <Link to={`?seccion=${id}`} aria-current={id === current ? 'page' : undefined} className={styles.sectionLink}>
                {text.sections[id]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className={styles.legend}>{text.sections[current]}</h2>
      {entries ? (
        <SettingsSection
          key={`${current}-${saved?.version ?? 0}`}
          id={current}
          entries={entries}
          onSaved={(next) => setSaved((before) => ({ entries: next, version: (before?.version ?? 0) + 1 }))}
        />
      ) : state.status === 'error' ? (
        <LoadFailure onRetry={reload} />
      ) : (
        <SkeletonGroup>
          <Skeleton height={240} />
        </SkeletonGroup>
      )}
    </section>
  );
};
