import { z } from 'zod';

/**
 * The reminder's one-tap cancel link (issue 17): the page at
 * `/mystudio/cancelar#{token}` sends its token in a body (never in the API's path,
 * which logs keep), first to read the reservation, then, on her tap, to
 * cancel it. The signed token is the credential: no sign-in.
 */
export const ReservationLinkBody = z.object({ token: z.string().trim().min(16).max(1024) });
export type ReservationLinkBody = z.infer<typeof ReservationLinkBody>;

/**
 * The reservation the link names, as the page shows it, and what cancelling
 * it now does: with her credit back (`refunds_credit`), late (the credit
 * lost), or refused (`allowed` false, `refusal` the reason in Spanish, the
 * same the member area's cancel answers).
 */
export const ReservationLink = z.object({
  class_reservation_id: z.number().int(),
  /** The class type's name ('Indoor Cycling'). */
  class_name: z.string(),
  /** ISO 8601 instant of the class's start. */
  class_date: z.string(),
  location: z.string(),
  coaches: z.array(z.string()),
  guest: z.string().nullable(),
  cancelled: z.boolean(),
  cancel: z.object({
    allowed: z.boolean(),
    refunds_credit: z.boolean(),
    refusal: z.string().nullable(),
  }),
});
export type ReservationLink = z.infer<typeof ReservationLink>;

export const ReservationLinkResponse = z.object({ reservation_link: ReservationLink });
export type ReservationLinkResponse = z.infer<typeof ReservationLinkResponse>;

/** The answer of the cancel: the reservation as it is now, and whether her credit came back. */
export const ReservationLinkCancelResponse = z.object({
  reservation_link: ReservationLink,
  refunded_credit: z.boolean(),
});
export type ReservationLinkCancelResponse = z.infer<typeof ReservationLinkCancelResponse>;
