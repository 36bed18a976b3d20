// Fulfillment Inbound v2024-03-20 routes. Shipments: get, items, name, source address, content-update previews.
import type { FastifyRequest } from 'fastify';
import type { DemoSeller } from '../../data/sellers.js';
import { sameLot } from '../../inbound/store.js';
import type { AddressInput, BoxUpdateInput, ItemInput } from '../../inbound/types.js';
import { InvalidInput } from '../../params.js';
import { listedBoxes } from '../../inbound/boxes.js';
import { NotFound, pageOut, paginate, pathId, readBody, type InboundRouter } from './http.js';
import { boxOut, itemOut, palletOut, previewOut, shipmentOut } from './views.js';

/** Registers the routes of this area. */
export function registerShipmentRoutes(r: InboundRouter): void {
  const { route, store, start, findShipment, dataOf } = r;
  route('GET', '/inboundPlans/:inboundPlanId/shipments/:shipmentId', 'getShipment', ({ request, seller }) =>
    shipmentOut(findShipment(request, seller).shipment),
  );

  route(
    'GET',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/items',
    'listShipmentItems',
    ({ request, seller }) => {
      const { plan, shipment } = findShipment(request, seller);
      const page = paginate(request, seller, 'shipmentItems', shipment.shipmentId, shipment.items, 1000);
      const data = dataOf(seller);
      return {
        items: page.items.map((i) => itemOut(i, data, plan.marketplaceId)),
        ...(page.pagination ? { pagination: page.pagination } : {}),
      };
    },
  );

  route('PUT', '/inboundPlans/:inboundPlanId/shipments/:shipmentId/name', 'updateShipmentName', (call) => {
    const { shipment } = findShipment(call.request, call.seller);
    const { name } = readBody<{ name: string }>(call.request, 'updateShipmentName');
    if (shipment.status === 'CANCELLED' || shipment.status === 'ABANDONED')
      throw new InvalidInput(`Shipment ${shipment.shipmentId} is ${shipment.status} and cannot be renamed.`);
    store.rename(shipment, name);
    return call.reply.code(204).send();
  });

  route(
    'PUT',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/sourceAddress',
    'updateShipmentSourceAddress',
    ({ request, reply, seller }) => {
      const { plan, shipment } = findShipment(request, seller);
      const { address } = readBody<{ address: AddressInput }>(request, 'updateShipmentSourceAddress');
      return start(reply, seller, {
        kind: 'updateShipmentSourceAddress',
        inboundPlanId: plan.inboundPlanId,
        shipmentId: shipment.shipmentId,
        address,
      });
    },
  );

  route(
    'POST',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/contentUpdatePreviews',
    'generateShipmentContentUpdatePreviews',
    ({ request, reply, seller }) => {
      const { plan, shipment } = findShipment(request, seller);
      const body = readBody<{ boxes: BoxUpdateInput[]; items: ItemInput[] }>(
        request,
        'generateShipmentContentUpdatePreviews',
      );
      body.boxes.forEach((box, i) => {
        if (box.contentInformationSource !== 'BOX_CONTENT_PROVIDED' && (box.items?.length ?? 0) > 0)
          throw new InvalidInput(
            `boxes[${i}].items must be empty when contentInformationSource is ${box.contentInformationSource}.`,
          );
      });
      body.items.forEach((item, i) => {
        if (body.items.findIndex((other) => sameLot(item, other)) !== i)
          throw new InvalidInput(
            `The msku ${item.msku} is listed more than once with the same expiration and lot code.`,
          );
      });
      return start(reply, seller, {
        kind: 'generateShipmentContentUpdatePreviews',
        inboundPlanId: plan.inboundPlanId,
        shipmentId: shipment.shipmentId,
        items: body.items,
        boxes: body.boxes,
      });
    },
  );

  route(
    'GET',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/contentUpdatePreviews',
    'listShipmentContentUpdatePreviews',
    ({ request, seller }) => {
      const { shipment } = findShipment(request, seller);
      const page = paginate(request, seller, 'previews', shipment.shipmentId, store.previewsOf(shipment), 20);
      return {
        contentUpdatePreviews: page.items.map(previewOut),
        ...(page.pagination ? { pagination: page.pagination } : {}),
      };
    },
  );

  const findPreview = (request: FastifyRequest, seller: DemoSeller) => {
    const { plan, shipment } = findShipment(request, seller);
    const id = pathId(request, 'contentUpdatePreviewId');
    const preview = store.preview(shipment, id);
    if (!preview) throw new NotFound(`Content update preview ${id} not found for shipment ${shipment.shipmentId}.`);
    return { plan, shipment, preview };
  };

  route(
    'GET',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/contentUpdatePreviews/:contentUpdatePreviewId',
    'getShipmentContentUpdatePreview',
    ({ request, seller }) => previewOut(findPreview(request, seller).preview),
  );

  route(
    'POST',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/contentUpdatePreviews/:contentUpdatePreviewId/confirmation',
    'confirmShipmentContentUpdatePreview',
    ({ request, reply, seller }) => {
      const { plan, shipment, preview } = findPreview(request, seller);
      return start(reply, seller, {
        kind: 'confirmShipmentContentUpdatePreview',
        inboundPlanId: plan.inboundPlanId,
        shipmentId: shipment.shipmentId,
        contentUpdatePreviewId: preview.contentUpdatePreviewId,
      });
    },
  );

  route(
    'GET',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/boxes',
    'listShipmentBoxes',
    ({ request, seller }) => {
      const { plan, shipment } = findShipment(request, seller);
      const data = dataOf(seller);
      const page = paginate(request, seller, 'shipmentBoxes', shipment.shipmentId, listedBoxes(shipment), 1000);
      return pageOut('boxes', page, (b) => boxOut(b, data, plan.marketplaceId));
    },
  );

  route(
    'GET',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/pallets',
    'listShipmentPallets',
    ({ request, seller }) => {
      const { shipment } = findShipment(request, seller);
      const page = paginate(request, seller, 'shipmentPallets', shipment.shipmentId, shipment.pallets ?? [], 1000);
      return pageOut('pallets', page, palletOut);
    },
  );
}
