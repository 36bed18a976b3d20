import type { Readable } from 'node:stream';
import { boxContentLabelsPdf, boxContentLabelsZpl, type BoxContentLabel } from '@stowline/labels';
import {
  amazonBoxNumber,
  boxLabelMessages as m,
  boxLabelPageType,
  effectiveShipmentSettings,
  inboundMessages,
  shipmentContentPreference,
  storeMessages,
  type GetLabelBody,
  type PackageLabelPageType,
} from '@stowline/domain';
import { AppError } from '../../errors.js';
import { mergePdfs } from '../../lib/pdf.js';
import type { Actor } from '../auth/sessions.js';
import { fetchShipmentLabels, type LabelsQuery } from '../marketplace/inbound-v0-labels.js';
import type { MarketplaceClient } from '../marketplace/marketplace-client.js';
import { marketplaceRefusal } from '../marketplace/marketplace-refusal.js';
import type { BoxLabelsRepository, LabelShipmentRow } from './box-labels.repository.js';

/** Statuses whose labels can no longer be printed (Amazon gives none); WORKING and every later step can. */
const NO_LABELS = new Set(['CANCELLED', 'DELETED', 'CLOSED', 'ERROR']);

export interface BoxLabelsDeps {
  repo: BoxLabelsRepository;
  marketplace: MarketplaceClient;
  findStore: (
    accountId: string,
    storeId: string,
  ) => Promise<{ storeId: string; sellerId: string | null; isAuthorized: boolean } | undefined>;
  labelSettings: (accountId: string) => Promise<{
    shipmentLabel: string;
    palletLabel: string;
    /** The account's shipping defaults: a shipment without its own settings follows them. */
    accountDefaults: Parameters<typeof effectiveShipmentSettings>[1];
  }>;
}

export interface LabelFile {
  fileName: string;
  /** A PDF, or ZPL text (format zpl, our own labels only). */
  contentType: 'application/pdf' | 'text/plain; charset=utf-8';
  pdf: Buffer | Readable;
}

/** Runs of consecutive numbers: [1,2,3,5] gives [[1,3],[5,5]]. */
function runsOf(numbers: number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const n of [...numbers].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && last[1] + 1 === n) last[1] = n;
    else runs.push([n, n]);
  }
  return runs;
}

/**
 * Decisions (issue 16, where the spec is silent or replaced):
 * - The answer is always the file itself (PDF, or ZPL for our own 2D labels), inline with a file
 *   name: the spec's "singleBox gives base64, otherwise a DownloadURL" is replaced, as the browser
 *   previews the file (Amazon's DownloadURL lives 15 s and is fetched by the server at once).
 * - Labels print for WORKING and every later status; CANCELLED, DELETED, CLOSED and ERROR refuse
 *   (Amazon gives none). Printing changes nothing, so it is not limited to WORKING.
 * - Box shipping labels are refused for SP partnered shipments (the spec hides them: the
 *   carrier's labels come with transport); pallet labels are LTL only. Both follow the shipment's
 *   effective settings (its own, else the account's defaults).
 * - Amazon's labels come as PDF only: `format: 'zpl'` is refused for them.
 * - Pallets: getLabels cannot name pallets, so chosen pallets are asked by PageStartIndex and
 *   PageSize over NumberOfPallets, one call per run of consecutive numbers, merged (pdf-lib).
 * - 2D labels (labelType 2D_BARCODE) only for shipments whose box content is 2D_BARCODE; empty
 *   boxes and units without FNSKU are refused (Amazon could not read such a label).
 * - Box content labels (labelType BOX_CONTENT, a label type of its own rather than a flag on
 *   2D_BARCODE, so each answer names what it draws) for every shipment, whatever its box content
 *   preference: the 432 x 288 pt label with the Code 128 shipment barcode, followed by the PDF417
 *   page only when the shipment's effective preference is 2D_BARCODE. Same refusals (empty box,
 *   unit without FNSKU) and statuses as the 2D labels; file {id}-Box-N-Box-Content-Labels.pdf/.zpl.
 *
 * Box and pallet shipping labels (spec document 2, section 7 get-label; issue 16): Amazon's v0
 * getLabels, UNIQUE for the chosen boxes (FBA...U000001 ids by box number), PALLET for the chosen
 * pallets (four labels a pallet, one call per run of consecutive pallet numbers, merged), the
 * page type from the payload or the label settings. See README.md beside this file.
 */
export function createBoxLabelsService(deps: BoxLabelsDeps) {
  const { repo } = deps;

  async function storeOf(accountId: string, storeId: string) {
    const store = await deps.findStore(accountId, storeId);
    if (!store?.sellerId || !store.isAuthorized)
      throw new AppError('STORE_UNAUTHORIZED', storeMessages.needToConnectStore);
    return { storeId: store.storeId, sellerId: store.sellerId };
  }

  /**
   * A box's id: Amazon's (listShipmentBoxes, once Amazon has the box), else the FBA id and the box's
   * number, the form Amazon's ids take (v0 shipments made elsewhere; our content labels until then).
   */
  const amazonBoxId = (fbaId: string, box: { number: number; amazon_box_id: string | null }) =>
    box.amazon_box_id ?? `${fbaId}${amazonBoxNumber(box.number)}`;

  async function fetchLabels(shipment: LabelShipmentRow, accountId: string, queries: LabelsQuery[]) {
    const { store_id: storeId, shipment_id: shipmentId } = shipment;
    const store = await storeOf(accountId, storeId);
    try {
      const files: Buffer[] = [];
      for (const query of queries) files.push(await fetchShipmentLabels(deps.marketplace, store, shipmentId, query));
      return await mergePdfs(files);
    } catch (error) {
      marketplaceRefusal(error);
    }
  }

  /**
   * Box content labels, with Amazon's PDF417 page when `twoD` (2D_BARCODE shipments), one box or all, drawn
   * from our boxes by @stowline/labels and streamed. Empty boxes and units without an FNSKU are
   * refused: Amazon could not read such a label.
   */
  async function boxContentLabels(
    actor: Actor,
    shipment: LabelShipmentRow,
    body: GetLabelBody,
    options: { twoD: boolean; fileSuffix: string },
  ): Promise<LabelFile> {
    const rows = await repo.boxContents(actor.accountId, shipment.id);
    const boxes = new Map<string, BoxContentLabel>();
    const boxIds = new Set(rows.map((r) => r.box_id));
    const boxCount = Math.max(boxIds.size, ...rows.map((r) => r.number));
    for (const row of rows) {
      let label = boxes.get(row.box_id);
      if (!label) {
        label = {
          shipmentId: shipment.shipment_id,
          boxId: amazonBoxId(shipment.shipment_id, row),
          boxNumber: row.number,
          boxCount,
          items: [],
        };
        boxes.set(row.box_id, label);
      }
      if (row.quantity) {
        if (!row.fnsku) throw new AppError('VALIDATION', m.missingFnsku);
        label.items.push({ fnsku: row.fnsku, quantity: row.quantity, expiryDate: row.exp_date });
      }
    }
    if (boxes.size === 0) throw new AppError('VALIDATION', m.noBoxes);
    let chosen: BoxContentLabel[];
    if (body.selectedBoxId && !body.allBoxShippingLabels) {
      const one = boxes.get(body.selectedBoxId);
      if (!one) throw new AppError('VALIDATION', m.unknownBox);
      chosen = [one];
    } else if (body.allBoxShippingLabels) {
      chosen = [...boxes.values()];
    } else {
      throw new AppError('VALIDATION', m.chooseBoxes);
    }
    const empty = chosen.find((b) => b.items.length === 0);
    if (empty) throw new AppError('VALIDATION', m.emptyBox.replace('{n}', String(empty.boxNumber)));
    const suffix = chosen.length === 1 ? `Box-${chosen[0]!.boxNumber}` : 'Boxes';
    const name = `${shipment.shipment_id}-${suffix}-${options.fileSuffix}`;
    if (body.format === 'zpl')
      return {
        fileName: `${name}.zpl`,
        contentType: 'text/plain; charset=utf-8',
        pdf: boxContentLabelsZpl(chosen, { twoD: options.twoD }),
      };
    return {
      fileName: `${name}.pdf`,
      contentType: 'application/pdf',
      pdf: boxContentLabelsPdf(chosen, { twoD: options.twoD }),
    };
  }

  return {
    async getLabel(actor: Actor, body: GetLabelBody): Promise<LabelFile> {
      const shipment = await repo.findShipment(actor.accountId, body.inboundShipmentId);
      if (!shipment) throw new AppError('NOT_FOUND', 'Shipment not found');
      if (NO_LABELS.has(shipment.shipment_status)) throw new AppError('CONFLICT', m.status);
      // Box, 2D and pallet labels name the FBA shipment and Amazon's box ids: none exist before a
      // shipment packed first is placed (its product labels print as ever).
      if (shipment.packing_group_id && !shipment.amazon_shipment_id)
        throw new AppError('CONFLICT', inboundMessages.notPlacedYet);
      const settings = await deps.labelSettings(actor.accountId);
      const effective = effectiveShipmentSettings(
        {
          contentPreference: shipmentContentPreference({
            contentPreference: shipment.content_preference,
            boxContentsSource: shipment.box_contents_source,
          }),
          shipmentType: shipment.shipment_type,
          isPartnered: shipment.is_partnered,
        },
        settings.accountDefaults,
      );
      if (body.labelType === '2D_BARCODE') {
        if (effective.contentPreference !== '2D_BARCODE') throw new AppError('VALIDATION', m.not2D);
        return boxContentLabels(actor, shipment, body, { twoD: true, fileSuffix: '2D-Labels' });
      }
      if (body.labelType === 'BOX_CONTENT')
        return boxContentLabels(actor, shipment, body, {
          twoD: effective.contentPreference === '2D_BARCODE',
          fileSuffix: 'Box-Content-Labels',
        });
      if (body.format === 'zpl') throw new AppError('VALIDATION', m.zplFromAmazon);
      const pallet = body.labelType === 'PALLET' || body.singlePallet !== undefined || body.palletIds !== undefined;

      if (pallet) {
        if (effective.shipmentType !== 'LTL') throw new AppError('VALIDATION', m.notLtl);
        const all = await repo.pallets(actor.accountId, shipment.id);
        if (all.length === 0) throw new AppError('VALIDATION', m.noPallets);
        const wanted = body.singlePallet !== undefined ? [body.singlePallet] : (body.palletIds ?? []);
        if (wanted.length === 0) throw new AppError('VALIDATION', m.choosePallets);
        const byId = new Map(all.map((p) => [p.id, p.number]));
        const numbers = wanted.map((id) => {
          const n = byId.get(id);
          if (n === undefined) throw new AppError('VALIDATION', m.unknownPallet);
          return n;
        });
        const total = Math.max(all.length, ...all.map((p) => p.number));
        const pageType = body.pageType ?? settings.palletLabel;
        const queries: LabelsQuery[] = runsOf([...new Set(numbers)]).map(([from, to]) => ({
          LabelType: 'PALLET',
          PageType: pageType,
          NumberOfPallets: total,
          PageStartIndex: from - 1,
          PageSize: to - from + 1,
        }));
        const pdf = await fetchLabels(shipment, actor.accountId, queries);
        const suffix = numbers.length === 1 ? `Pallet-${numbers[0]}` : 'Pallets';
        return { fileName: `${shipment.shipment_id}-${suffix}-Labels.pdf`, contentType: 'application/pdf', pdf };
      }

      const partnered = effective.isPartnered === 'true';
      // Partnered small parcel: Amazon's labels carry the carrier's, once its transport is confirmed.
      if (effective.shipmentType !== 'LTL' && partnered && shipment.transport_status !== 'CONFIRMED')
        throw new AppError('VALIDATION', m.partnered);
      const all = await repo.boxes(actor.accountId, shipment.id);
      if (all.length === 0) throw new AppError('VALIDATION', m.noBoxes);
      let chosen: typeof all;
      if (body.selectedBoxId && !body.allBoxShippingLabels) {
        const box = all.find((b) => b.id === body.selectedBoxId);
        if (!box) throw new AppError('VALIDATION', m.unknownBox);
        chosen = [box];
      } else if (body.allBoxShippingLabels) {
        chosen = all;
      } else {
        throw new AppError('VALIDATION', m.chooseBoxes);
      }
      // A shipment of ours (v2024-03-20) names boxes by Amazon's ids (listShipmentBoxes, once Amazon
      // has the boxes); one made elsewhere by the FBA id and the box's number, as v0 numbers cartons.
      if (shipment.amazon_shipment_id && chosen.some((b) => !b.amazon_box_id))
        throw new AppError('CONFLICT', m.boxesNotSent);
      const total = Math.max(all.length, ...all.map((b) => b.number));
      const query: LabelsQuery = {
        LabelType: 'UNIQUE',
        // Amazon's page types follow the carrier it has confirmed: none yet is not partnered.
        PageType: boxLabelPageType((body.pageType ?? settings.shipmentLabel) as PackageLabelPageType, {
          partnered: partnered && shipment.transport_status === 'CONFIRMED',
          countryCode: shipment.country_code ?? 'US',
        }),
        NumberOfPackages: total,
        PackageLabelsToPrint: chosen.map((b) => amazonBoxId(shipment.shipment_id, b)),
      };
      const pdf = await fetchLabels(shipment, actor.accountId, [query]);
      const suffix = chosen.length === 1 ? `Box-${chosen[0]!.number}` : 'Boxes';
      return { fileName: `${shipment.shipment_id}-${suffix}-Shipping-Labels.pdf`, contentType: 'application/pdf', pdf };
    },
  };
}
export type BoxLabelsService = ReturnType<typeof createBoxLabelsService>;
