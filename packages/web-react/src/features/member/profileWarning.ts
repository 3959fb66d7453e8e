/**
 * The profile warning and pending fields live in core's profile context
 * (spec 2, Other member screens; spec 4, Required pages); this module keeps
 * the member area's imports working.
 */
export {
  pendingProfileEntries,
  pendingProfileFields,
  profileWarning,
  type ProfileFieldKey,
  type ProfileWarning,
} from '@estudio/core';
