import { Fragment } from 'react';
import { messages, type Page } from '@estudio/core';
import { Checkbox } from '../../ui/Checkbox/index.js';
import { visuallyHidden } from '../../ui/Spinner/index.js';

/** Props of {@link TermsCheckbox}. */
export interface TermsCheckboxProps {
  /** The pages required for sign-up; the checkbox accepts them all. */
  readonly pages: readonly Page[];
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly error?: string | undefined;
}

const [before = '', after = ''] = messages.authScreens.acceptPages.split('{pages}');

/** Each required page as a link to its public page, opening in a new tab so the form keeps its values. */
const PageLinks = ({ pages }: { pages: readonly Page[] }) => (
  <>
    {pages.map((page, index) => (
      <Fragment key={page.page_id}>
        {index > 0 ? messages.authScreens.pagesJoiner : null}
        <a href={`/${page.slug}`} target="_blank" rel="noopener noreferrer">
          {page.title}
          <span className={visuallyHidden}> {messages.chrome.newWindow}</span>
        </a>
      </Fragment>
    ))}
  </>
);

/** Spec 5: 'Acepto {pages}', required when a page is required for sign-up. */
export const TermsCheckbox = ({ pages, checked, onChange, error }: TermsCheckboxProps) => (
  <Checkbox
    name="accepted_terms"
    required
    checked={checked}
    onChange={onChange}
    error={error}
    label={
      <>
        {before}
        <PageLinks pages={pages} />
        {after}
      </>
    }
  />
);
