import { useMemo } from 'react';
import { messages, type Result, type Tag, type VideoChoice, type VideoChoices } from '@estudio/core';
import { FormChecklistField } from '../../kit/FormChecklistField/index.js';
import { FormSelectField } from '../../kit/Form/index.js';
import { LoadFailure } from '../../shared/LoadFailure.js';
import { useRetryable } from '../../shared/useRetryable.js';
import type { ResourceState } from '../../../shared/useResource.js';
import * as styles from './Videos.css.js';
import type { VideoFormControl } from './VideoSourceField.js';

const text = messages.deskVideos;

const optionsOf = (choices: readonly VideoChoice[]) => choices.map((choice) => ({ value: String(choice.id), label: choice.name }));

/** The choices once loaded; none while loading or after a failure (the panel says so and offers 'Reintentar'). */
const loaded = (state: ResourceState<VideoChoices>): VideoChoices | null => (state.status === 'ready' ? state.data : null);

type SelectName = 'instructor_id' | 'class_type_id' | 'class_category_id' | 'program_id' | 'video_type_id';

/**
 * The video's coach, class type, category, program and video type: a
 * select each over the studio's own lists, 'Ninguno' first (none). Until
 * the lists are in they are disabled and busy ('Cargando…', or 'No
 * disponible' after a failure), never a 'Ninguno' that is not so: the
 * video keeps what it has until the owner can choose.
 */
const VideoSelects = ({ control, choices }: { readonly control: VideoFormControl; readonly choices: ResourceState<VideoChoices> }) => {
  const lists = loaded(choices);
  const placeholder = lists ? text.noneChosen : choices.status === 'error' ? text.choicesUnavailable : text.choicesLoading;
  const select = (name: SelectName, label: string, of: readonly VideoChoice[] | undefined) => (
    <FormSelectField control={control} name={name} label={label} options={optionsOf(of ?? [])} placeholder={placeholder} disabled={!lists} />
  );
  return (
    <div className={styles.selects} aria-busy={choices.status === 'loading' || undefined}>
      {select('instructor_id', text.instructor, lists?.coaches)}
      {select('class_type_id', text.classType, lists?.classTypes)}
      {select('class_category_id', text.classCategory, lists?.categories)}
      {select('program_id', text.program, lists?.programs)}
      {select('video_type_id', text.videoType, lists?.videoTypes)}
    </div>
  );
};

const TAG_TEXTS = {
  search: text.searchTags, chosenNone: text.tagsChosenNone, chosenOne: text.tagsChosenOne, chosen: text.tagsChosen,
  noItems: text.noVideoTags, noMatches: text.noTagMatches,
};

/**
 * The video's tags, on the kit's checklist: every tag of type video as a
 * checkbox, searched by name (case and accents ignored), with how many are
 * chosen. A tag the video has that is no longer offered stays chosen under
 * its name.
 */
const VideoTagsField = ({ control, choices, current }: {
  readonly control: VideoFormControl;
  readonly choices: ResourceState<VideoChoices>;
  /** The tags the video has now (their names, should one no longer be of type video). */
  readonly current: readonly Tag[];
}) => {
  const all = useMemo(() => {
    const offered = loaded(choices)?.tags ?? [];
    return [...offered, ...current.filter((tag) => !offered.some((other) => other.tag_id === tag.tag_id))];
  }, [choices, current]);
  return (
    <FormChecklistField
      control={control}
      name="tag_ids"
      label={text.tags}
      hint={text.tagsHelp}
      texts={TAG_TEXTS}
      items={all}
      idOf={(tag) => tag.tag_id}
      labelOf={(tag) => tag.name}
      status={choices.status}
    />
  );
};

/**
 * What a video's form chooses from the studio's lists: the five selects
 * and the tags, loaded once the panel opens (a failure says so, with
 * 'Reintentar'; the rest of the form still works).
 */
export const VideoChoicesFields = ({ control, load, current }: {
  readonly control: VideoFormControl;
  readonly load: () => Promise<Result<VideoChoices>>;
  readonly current: readonly Tag[];
}) => {
  const choices = useRetryable('desk-video-choices', load);
  return (
    <>
      {choices.state.status === 'error' ? <LoadFailure message={text.choicesFailed} onRetry={choices.reload} /> : null}
      <VideoSelects control={control} choices={choices.state} />
      <VideoTagsField control={control} choices={choices.state} current={current} />
    </>
  );
};
