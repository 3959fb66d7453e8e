import { useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { userEvent, within } from 'storybook/test';

/** Where a redirect or a link led, for stories whose screen leaves. */
const Elsewhere = () => {
  const { pathname, search } = useLocation();
  return <p style={{ padding: 24 }}>Pantalla {`${pathname}${search}`}</p>;
};

/** The member area as a stand-in: where sign-in and sign-up lead. */
export const memberStandIn: RouteObject[] = [{ path: '/mystudio/*', element: <Elsewhere /> }];

/** Types into the field labelled `label` inside the story's canvas. */
export const typeInto = async (canvasElement: HTMLElement, label: RegExp, text: string) =>
  userEvent.type(within(canvasElement).getByLabelText(label), text);

/** Clicks the button named `name` inside the story's canvas. */
export const press = async (canvasElement: HTMLElement, name: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));
