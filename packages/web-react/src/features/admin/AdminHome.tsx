import { messages } from '@estudio/core';
import * as styles from './admin.css.js';

/** /admin: what the area is for, until the admin screens of later issues fill it. */
export const AdminHome = () => (
  <section aria-labelledby="admin-home-title">
    <h1 id="admin-home-title" className={styles.homeTitle}>
      {messages.admin.areaTitle}
    </h1>
    <p className={styles.doorText}>{messages.admin.homeIntro}</p>
  </section>
);
