import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { SpotPicker } from '../../packages/web-react/src/features/schedule/spots/SpotPicker.js';
import { customLayout, rowSizesLayout, type SpotLayout } from '../../packages/web-react/src/features/schedule/spots/spotMap.rules.js';
import { mobile } from '../.storybook/mobile.js';

/** A reformer room drawn as a custom spot map: 2 rows of 5, 'A3' not bookable. */
const reformers = JSON.stringify(
  ['A', 'B'].flatMap((row) => [1, 2, 3, 4, 5].map((n) => ({ label: `${row}${n}`, selectable: `${row}${n}` !== 'A3' }))),
);

const LAYOUTS: Record<string, SpotLayout | null> = {
  rows: rowSizesLayout('4,5,5', new Set(['1', '6', '7'])),
  custom: customLayout({ rows: 2, columns: 5, spots: reformers }, new Set(['A1', 'B2'])),
  wide: rowSizesLayout('12,12', new Set(['3'])),
};

/** The picker holding its own choice, as the reserve dialog does. */
const PickerDemo = ({ layout, error }: { layout: keyof typeof LAYOUTS; error?: string }) => {
  const [value, setValue] = useState<string | null>(null);
  const room = LAYOUTS[layout];
  return <div style={{ padding: 16, maxWidth: 520 }}>{room ? <SpotPicker layout={room} value={value} onChange={setValue} error={error} /> : null}</div>;
};

const meta = { title: 'Schedule/SpotPicker', component: PickerDemo, args: { layout: 'rows' } } satisfies Meta<typeof PickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The class type's spot_map '4,5,5': places '1' to '14', three taken. */
export const RowSizes: Story = {};
/** A custom spot map with labels; 'A3' is not selectable and left blank. */
export const CustomMap: Story = { args: { layout: 'custom' } };
/** Confirmed without a place: the error is tied to the group. */
export const WithError: Story = { args: { error: 'Elige tu lugar para continuar.' } };
/** A room wider than the phone scrolls sideways; places stay 44 px. */
export const WideOnMobile: Story = { args: { layout: 'wide' }, globals: mobile };
/** By keyboard: Tab into the room, arrows move and choose, skipping taken places. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Lugar 2, disponible' }));
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
  },
};
