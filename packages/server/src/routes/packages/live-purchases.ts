import { ENDED_PURCHASE_STATUSES } from '@estudio/core';
import { notInArray, type AnyColumn, type SQL } from 'drizzle-orm';

/** SQL: the purchase status column holds a live status (core's `isLivePurchase`: not cancelled, failed or revoked). */
export const livePurchase = (status: AnyColumn): SQL => notInArray(status, [...ENDED_PURCHASE_STATUSES]);
