import { customerCreateHandlers } from './create.js';
import { giveAccessHandlers } from './give-access.js';
import { customerQueryHandlers } from './query.js';
import { removeClassesHandlers } from './remove-classes.js';
import { revokeAccessHandlers } from './revoke.js';

/** The admin's calls on customers of spec 7 'Customer': search, register, grant, revoke, take classes. */
export const customerAdminHandlers = {
  ...customerQueryHandlers,
  ...customerCreateHandlers,
  ...giveAccessHandlers,
  ...revokeAccessHandlers,
  ...removeClassesHandlers,
};
