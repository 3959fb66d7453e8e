import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { memberPrompt, type MemberPromptFacts } from './prompts.rules.js';

const pages = [{ page_id: 1, required: true }, { page_id: 2, required: false }];
const calm: MemberPromptFacts = { pages, acceptedPages: [{ page_id: 1 }], profilePending: false, popupDue: true };

describe('memberPrompt', () => {
  it('asks for a required page first, then the profile, then shows the popup', () => {
    expect(memberPrompt({ ...calm, acceptedPages: [], profilePending: true })).toBe('requiredPage');
    expect(memberPrompt({ ...calm, profilePending: true })).toBe('completeProfile');
    expect(memberPrompt(calm)).toBe('popup');
    expect(memberPrompt({ ...calm, popupDue: false })).toBeNull();
  });

  it('decides nothing while the pages load', () => {
    expect(memberPrompt({ ...calm, pages: null })).toBeNull();
  });

  it('never shows the popup while a required page or the profile is pending', () => {
    const page = fc.record({ page_id: fc.integer({ min: 1, max: 6 }), required: fc.boolean() });
    const facts = fc.record({
      pages: fc.option(fc.array(page), { nil: null }),
      acceptedPages: fc.array(fc.record({ page_id: fc.integer({ min: 1, max: 6 }) })),
      profilePending: fc.boolean(),
      popupDue: fc.boolean(),
    });
    fc.assert(
      fc.property(facts, (f) => {
        if (memberPrompt(f) !== 'popup') return true;
        const accepted = new Set(f.acceptedPages.map((a) => a.page_id));
        return f.popupDue && !f.profilePending && (f.pages ?? []).every((p) => !p.required || accepted.has(p.page_id));
      }),
    );
  });
});
