import { messages } from '@estudio/core';
import { Button } from '../../ui/Button/index.js';
import { Card } from '../../ui/Card/index.js';
import { Container } from '../../ui/Container/index.js';
import { Skeleton, SkeletonGroup } from '../../ui/Skeleton/index.js';
import * as page from '../reservations/shared/page.css.js';
import { LazyCalendarSection } from '../calendar/LazyCalendarSection.js';
import { ProfileNotice } from '../schedule/profile/ProfileNotice.js';
import { AddressCard } from './AddressCard.js';
import { NotificationsCard } from './notices/NotificationsCard.js';
import { PersonalCard } from './PersonalCard.js';
import { personalFields } from './profile.rules.js';
import { useProfileData, type ProfileData, type ProfileDataView } from './useProfileData.js';
import * as styles from './profile.css.js';

const text = messages.profileScreen;

/** While the screen loads: the two cards' shapes, and one spoken 'Cargando tu información'. */
const ProfileSkeleton = () => (
  <SkeletonGroup label={text.loading}>
    <div className={styles.cards}>
      <Card className={styles.skeleton}>
        <Skeleton width={88} height={88} circle />
        <Skeleton height={20} />
        <Skeleton height={20} />
        <Skeleton height={20} />
      </Card>
      <Card className={styles.skeleton}>
        <Skeleton height={20} />
        <Skeleton height={20} />
      </Card>
    </div>
  </SkeletonGroup>
);

/** The warning and the two cards, once everything has arrived. */
const ProfileCards = ({ data, profile }: { data: ProfileData; profile: ProfileDataView }) => (
  <>
    <ProfileNotice customer={data.customer} fields={data.profileForm} />
    <div className={styles.cards}>
      <PersonalCard
        data={data}
        fields={personalFields(data.profileForm, data.customFields)}
        onSaved={profile.setCustomer}
        onCancel={() => void profile.reloadCustomer()}
      />
      <AddressCard address={data.address} fields={data.addressForm} onReload={profile.reloadCustomer} />
    </div>
    <NotificationsCard key={data.customer.phone ?? ''} />
  </>
);

/**
 * /mystudio/informacion, 'Mi Información' (spec 2, Other member screens):
 * the pending-fields warning, the personal-information card and the
 * 'Dirección de Facturación' card, each with a view and an edit mode. One
 * column on a phone, the cards side by side on a desktop.
 */
export const ProfilePage = () => {
  const profile = useProfileData();
  const { state } = profile;
  return (
    <Container className={page.page}>
      <header className={page.header}>
        <div className={page.headerText}>
          <h1 className={page.title}>{text.title}</h1>
          <p className={page.lead}>{text.lead}</p>
        </div>
      </header>
      {state.status === 'loading' ? <ProfileSkeleton /> : null}
      {state.status === 'error' ? (
        <div className={styles.form}>
          <p role="alert" className={styles.failure}>
            {messages.content.loadError}
          </p>
          <div>
            <Button variant="secondary" onClick={profile.retry}>
              {text.retry}
            </Button>
          </div>
        </div>
      ) : null}
      {state.status === 'ready' ? <ProfileCards data={state.data} profile={profile} /> : null}
      {state.status === 'ready' ? <LazyCalendarSection /> : null}
    </Container>
  );
};
