import { useParams } from 'react-router';
import { hasContent, messages } from '@estudio/core';
import { SafeHtml } from '../../../ui/SafeHtml/index.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import { usePage } from '../data/resources.js';
import { LandingPage } from '../landing/LandingPage.js';
import { ContentPage } from './ContentPage.js';
import * as styles from './ContentPage.css.js';

const Loading = () => (
  <ContentPage>
    <SkeletonGroup>
      <div className={styles.stack}>
        <Skeleton width="50%" height={40} />
        <Skeleton height={16} />
        <Skeleton width="80%" height={16} />
      </div>
    </SkeletonGroup>
  </ContentPage>
);

const PageBySlug = ({ slug }: { slug: string }) => {
  // The page shows its own failure text (spec 8, Page load), so no alert as well.
  const page = usePage(slug, { reportErrors: false });
  if (page.status === 'loading') return <Loading />;
  if (page.status === 'error') {
    // An unknown slug is just an unmatched path: the landing page (spec 2).
    if (page.error.status === 404) return <LandingPage />;
    return (
      <ContentPage>
        <p className={styles.muted}>{messages.content.loadError}</p>
      </ContentPage>
    );
  }
  return (
    <ContentPage title={page.data.title}>
      {hasContent(page.data) ? <SafeHtml html={page.data.content ?? ''} /> : <p className={styles.muted}>{messages.content.noContent}</p>}
    </ContentPage>
  );
};

/** /{slug} (spec 2): a CMS page, 'Sin contenido.' when empty, the landing page when unknown. */
export const CmsPage = () => {
  const slug = useParams().slug ?? '';
  return <PageBySlug key={slug} slug={slug} />;
};
