import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import { CATALOGUE_ERRORS, type Location, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { locations, singleClasses } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { folded } from '../shared/folded-search.js';
import { asksForPage, foldedMatch, pageOf } from '../shared/paged-search.js';
import { idParam, type Handler } from '../handler.js';
import { definedFields, guardReferences, hasFields, notFound, written } from './references.js';
import { endOfStudioDay, startOfStudioDay, studioZone } from './studio-day.js';

const inUse = () => failure(CATALOGUE_ERRORS.locationInUse);

const view = { location_id: locations.location_id, name: locations.name, address: locations.address };

const findOne = async (db: Db, id: number): Promise<Location> => {
  const [row] = await db.select(view).from(locations).where(eq(locations.location_id, id));
  if (!row) throw notFound(CATALOGUE_ERRORS.locationNotFound);
  return row;
};

/**
 * GET /locations. Without query, page or per_page: every location by id, as
 * the public site has always read it. With any of them (/admin,
 * 'Ubicaciones'): one page of the search by name or address (folded, then
 * id) and the total over all pages.
 */
const list: Handler<Routes['locationsList']> = async ({ db, query }) => {
  if (!asksForPage(query)) return { locations: await db.select(view).from(locations).orderBy(asc(locations.location_id)) };
  const where = foldedMatch(query.query, locations.name, locations.address);
  const { rows, total } = await pageOf(db, {
    from: locations, where, query,
    rows: ({ limit, offset }) =>
      db.select(view).from(locations).where(where).orderBy(folded(locations.name), asc(locations.location_id)).limit(limit).offset(offset),
  });
  return { locations: rows, total };
};

/** Locations with at least one class (not cancelled) between the two studio days, both included. */
const byDate: Handler<Routes['locationsByDate']> = async ({ db, query }) => {
  const zone = await studioZone(db);
  const rows = await db
    .selectDistinct(view)
    .from(locations)
    .innerJoin(singleClasses, eq(singleClasses.location_id, locations.location_id))
    .where(and(
      gte(singleClasses.class_date, startOfStudioDay(query.start_date, zone)),
      lt(singleClasses.class_date, endOfStudioDay(query.end_date, zone)),
      isNull(singleClasses.cancelled_at),
    ))
    .orderBy(asc(locations.location_id));
  return { locations: rows };
};

const one: Handler<Routes['locationOne']> = async (ctx) => ({ location: await findOne(ctx.db, idParam(ctx)) });

const create: Handler<Routes['locationCreate']> = async ({ db, body }) => ({
  location: written(await db.insert(locations).values(body).returning(view)),
});

const update: Handler<Routes['locationUpdate']> = async (ctx) => {
  const id = idParam(ctx);
  const fields = definedFields(ctx.body);
  if (!hasFields(fields)) return { location: await findOne(ctx.db, id) };
  const [row] = await ctx.db.update(locations).set(fields).where(eq(locations.location_id, id)).returning(view);
  return row ? { location: row } : notFound(CATALOGUE_ERRORS.locationNotFound);
};

/** A location with classes, even past ones, stays: the classes' history names it. */
const remove: Handler<Routes['locationDelete']> = async (ctx) => {
  const location = await findOne(ctx.db, idParam(ctx));
  const [used] = await ctx.db.select({ id: singleClasses.single_class_id }).from(singleClasses)
    .where(eq(singleClasses.location_id, location.location_id)).limit(1);
  if (used) throw inUse();
  await guardReferences(inUse, () => ctx.db.delete(locations).where(eq(locations.location_id, location.location_id)));
  return { location };
};

/** The locations of spec 7, Catalogue. */
export const locationHandlers = {
  locationsList: list,
  locationsByDate: byDate,
  locationOne: one,
  locationCreate: create,
  locationUpdate: update,
  locationDelete: remove,
};
