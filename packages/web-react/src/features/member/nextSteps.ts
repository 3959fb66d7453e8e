import { messages, type StudioConfig } from '@estudio/core';
import { MEMBER_SCREENS } from './memberLinks.js';

/** A card of the member home that leads somewhere useful. */
export interface NextStep {
  readonly to: string;
  readonly label: string;
}

interface StepDefinition {
  /** The member screen's spec path, checked against the built screens; null for public pages, which always exist. */
  readonly screen: string | null;
  readonly to: (config: StudioConfig) => string;
  readonly label: string;
}

const text = messages.memberArea;

const STEPS: readonly StepDefinition[] = [
  { screen: MEMBER_SCREENS.reservations, to: () => MEMBER_SCREENS.reservations, label: text.nextStepReservations },
  { screen: MEMBER_SCREENS.packages, to: (c) => `/mystudio${c.files.packagesPath}`, label: text.nextStepPackages },
  { screen: MEMBER_SCREENS.information, to: () => MEMBER_SCREENS.information, label: text.nextStepProfile },
  // Spec 2: /avisos is always linked from the footer, so it is always there.
  { screen: null, to: () => '/avisos', label: text.nextStepAnnouncements },
  { screen: null, to: () => '/', label: text.nextStepHome },
];

/** The member home's next steps: only those whose screens exist (`built`, spec paths). */
export const nextSteps = (config: StudioConfig, built: ReadonlySet<string>): NextStep[] =>
  STEPS.filter((step) => step.screen === null || built.has(step.screen)).map((step) => ({ to: step.to(config), label: step.label }));
