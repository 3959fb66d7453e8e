import { asc } from 'drizzle-orm';
import type { Routes } from '@estudio/core';
import { locations } from '../db/schema/index.js';
import type { Handler } from './handler.js';

const list: Handler<Routes['locationsList']> = async ({ db }) => ({
  locations: await db
    .select({ location_id: locations.location_id, name: locations.name, address: locations.address })
    .from(locations)
    .orderBy(asc(locations.location_id)),
});

/** GET /locations. */
export const locationHandlers = { locationsList: list };
