import { screen, within } from '@testing-library/react';
import { demoCustomerIds, type DemoPorts } from '@estudio/core/testing';
import type { Customer } from '@estudio/core';
import type { RenderWithServicesOptions } from '../../../testing/index.js';
import { FIRST_LOAD, renderMemberScreen } from '../../reservations/testing/render.js';

/** The profile screen's path. */
export const PROFILE_ROUTE = '/mystudio/informacion';

/** Renders /mystudio/informacion for the socia (or as told) and waits for the personal card. */
export const renderProfile = async (options: RenderWithServicesOptions = {}) => {
  const rendered = renderMemberScreen(PROFILE_ROUTE, options);
  await screen.findByRole('region', { name: 'Información Personal' }, FIRST_LOAD);
  return rendered;
};

/** The personal card and the address card. */
export const personalCard = () => within(screen.getByRole('region', { name: 'Información Personal' }));
export const addressCard = () => within(screen.getByRole('region', { name: 'Dirección de Facturación' }));

/** The socia as the fake stores her now. */
export const storedSocia = ({ api }: DemoPorts): Customer => {
  const found = api.state.customers.find((customer) => customer.customer_id === demoCustomerIds.socia);
  if (!found) throw new Error('The demo socia is missing');
  return found;
};

/** A picked image of `size` bytes. */
export const imageFile = (name = 'foto.png', size = 2048, type = 'image/png'): File => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
