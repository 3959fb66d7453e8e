import { messages, VIDEO_MODES, type VideoMode } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import * as styles from '../videos.css.js';

const LABELS: Record<VideoMode, string> = {
  all: messages.videos.showAll,
  favorites: messages.videos.showFavorites,
  completed: messages.videos.showCompleted,
};

/** Every video, her favourites or her completed ones (spec 2), as a group of pressed-or-not buttons. */
export const ModeSwitch = ({ mode, onChange }: { mode: VideoMode; onChange: (mode: VideoMode) => void }) => (
  <div role="group" aria-label={messages.videos.modesLabel} className={styles.modes}>
    {VIDEO_MODES.map((option) => (
      <Button key={option} size="sm" variant={option === mode ? 'primary' : 'secondary'} aria-pressed={option === mode} onClick={() => onChange(option)}>
        {LABELS[option]}
      </Button>
    ))}
  </div>
);
