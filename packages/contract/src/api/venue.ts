import { z } from 'zod';
import { text } from './common.ts';
import { AmountSchema, IsoTimeSchema, YuanSchema } from './money.ts';

/**
 * Venue categories (SPEC §2.1 type codes): 1 TY sport, 2 ZR live dealer, 3 QP chess and card,
 * 4 DJ e-sports, 5 CP lottery, 6 DZ e-game, 7 BY fishing; 8 means every category (SPEC §3: "the total
 * across venue category 8").
 */
export const VenueCategory = { TY: 1, ZR: 2, QP: 3, DJ: 4, CP: 5, DZ: 6, BY: 7, ALL: 8 } as const;
export const VenueCategorySchema = z.number().int().min(1).max(8);

export const VenueInfoSchema = z.object({
  channelCode: z.string(),
  venueName: z.string(),
  category: z.number().int(),
  /** transfer: money moves in and out (venue/transfer); seamless: it plays on the centre wallet. */
  walletMode: z.enum(['transfer', 'seamless']),
  status: z.enum(['open', 'maintenance']),
  logo: z.string(),
  minTransfer: YuanSchema,
});
export type VenueInfo = z.infer<typeof VenueInfoSchema>;
export const VenueInfoByCategoryRequestSchema = z.object({ category: VenueCategorySchema.optional() });
export const VenueInfoListSchema = z.array(VenueInfoSchema);

export const VenueBalanceSchema = z.object({
  channelCode: z.string(),
  venueName: z.string(),
  balance: YuanSchema,
  /** False when the venue could not be asked just now; balance is then our last known figure. */
  live: z.boolean(),
});
export type VenueBalance = z.infer<typeof VenueBalanceSchema>;
export const AllBalanceRequestSchema = z.object({ category: VenueCategorySchema.optional() });
export const AllBalanceResponseSchema = z.object({
  list: z.array(VenueBalanceSchema),
  /** SPEC §3: the total across the category, 2 decimals. */
  total: YuanSchema,
  autoTransfer: z.boolean(),
});
export const VenueBalanceRequestSchema = z.object({ channelCode: text(20).min(1) });

/**
 * SPEC §3 venue transfer request: ty 1 moves into the venue, 2 back out to the centre wallet. A missing
 * amount reads as '' so the player gets SPEC §5's own words for it ("请输入转入金额", from validateAmount
 * in the service) rather than a generic "amount is required".
 */
export const VenueTransferRequestSchema = z.object({
  channelCode: text(20).min(1),
  amount: AmountSchema.default(''),
  ty: z.union([z.literal(1), z.literal(2)]),
  isActivity: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
});
export const VenueOrderStatusSchema = z.enum(['success', 'pending', 'failed']);
export type VenueOrderStatus = z.infer<typeof VenueOrderStatusSchema>;
/** `pending`: the venue has not confirmed yet; the money waits and the order is resolved by query. */
export const VenueTransferResponseSchema = z.object({
  orderNo: z.string(),
  status: VenueOrderStatusSchema,
  amount: YuanSchema,
  centerWalletBalance: YuanSchema,
  venueBalance: YuanSchema,
});
export type VenueTransferResponse = z.infer<typeof VenueTransferResponseSchema>;

export const RecycleResponseSchema = z.object({
  /** Total brought back to the centre wallet. */
  recalled: YuanSchema,
  list: z.array(
    z.object({
      channelCode: z.string(),
      amount: YuanSchema,
      status: VenueOrderStatusSchema,
      message: z.string(),
    }),
  ),
  centerWalletBalance: YuanSchema,
});

/** Auto transfer: on launch the centre balance moves into the venue; on recycle it comes back. */
export const AutoTransferRequestSchema = z.object({ status: z.union([z.literal(0), z.literal(1)]) });
export const AutoTransferResponseSchema = z.object({ status: z.union([z.literal(0), z.literal(1)]) });

export const VenueOrderSchema = z.object({
  orderNo: z.string(),
  channelCode: z.string(),
  ty: z.union([z.literal(1), z.literal(2)]),
  amount: YuanSchema,
  status: VenueOrderStatusSchema,
  createdAt: IsoTimeSchema,
});
