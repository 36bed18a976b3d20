import {
  DEFAULT_LABEL_SETTINGS,
  DEFAULT_SHIPPING_DETAILS,
  labelSettingsSchema,
  settingsMessages,
  shippingDetailsSchema,
  type LabelSettings,
  type ShippingDetails,
  type ShippingDetailsBody,
} from '@stowline/domain';
import type { Actor } from '../auth/sessions.js';
import type { AccountSettingsRow, SettingsRepository } from './settings.repository.js';

/** Stored values over the spec's defaults; a value no longer offered falls back to the default. */
function toShippingDetails(row: AccountSettingsRow | undefined): ShippingDetails {
  const parsed = shippingDetailsSchema.safeParse({
    contentPreference: row?.contentPreference ?? DEFAULT_SHIPPING_DETAILS.contentPreference,
    shipmentType: row?.shipmentType ?? DEFAULT_SHIPPING_DETAILS.shipmentType,
    isPartnered: row?.isPartnered ?? DEFAULT_SHIPPING_DETAILS.isPartnered,
    carrier: row?.carrier ?? DEFAULT_SHIPPING_DETAILS.carrier,
    defaultExp: row?.defaultExpMonths ?? DEFAULT_SHIPPING_DETAILS.defaultExp,
  });
  return parsed.success ? parsed.data : { ...DEFAULT_SHIPPING_DETAILS, defaultExp: row?.defaultExpMonths ?? null };
}

function toLabelSettings(row: AccountSettingsRow | undefined): LabelSettings {
  const parsed = labelSettingsSchema.safeParse({
    shipmentLabel: row?.shipmentLabel ?? DEFAULT_LABEL_SETTINGS.shipmentLabel,
    boxContentLabel: row?.boxContentLabel ?? DEFAULT_LABEL_SETTINGS.boxContentLabel,
    productLabel: row?.productLabel ?? DEFAULT_LABEL_SETTINGS.productLabel,
    palletLabel: row?.palletLabel ?? DEFAULT_LABEL_SETTINGS.palletLabel,
  });
  return parsed.success ? parsed.data : DEFAULT_LABEL_SETTINGS;
}

/** Default Inbound Shipments Setting and Labels Settings: one row per account. */
export function createSettingsService({ settingsRepo: repo }: { settingsRepo: SettingsRepository }) {
  return {
    async getShippingDetails(actor: Actor) {
      return { shippingDetails: toShippingDetails(await repo.find(actor.accountId)) };
    },

    async updateShippingDetails(actor: Actor, body: ShippingDetailsBody) {
      await repo.save(actor.accountId, {
        contentPreference: body.contentPreference,
        shipmentType: body.shipmentType,
        isPartnered: body.isPartnered,
        carrier: body.carrier,
        defaultExpMonths: body.defaultExp,
      });
      return { message: settingsMessages.shippingDetailsUpdated };
    },

    async getLabelSettings(actor: Actor): Promise<LabelSettings> {
      return toLabelSettings(await repo.find(actor.accountId));
    },

    async getProductLabel(actor: Actor) {
      return { productLabel: toLabelSettings(await repo.find(actor.accountId)).productLabel };
    },

    async updateLabelSettings(actor: Actor, body: LabelSettings) {
      await repo.save(actor.accountId, body);
      return { message: settingsMessages.labelsUpdated };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
