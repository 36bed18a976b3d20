/**
 * Dashboard screens not built yet: their spec title and, in a seller's words, what the
 * screen will do and what to use until then.
 */
export const PLACEHOLDER_SCREENS: Record<string, { title: string; note: string }> = {
  shipment: {
    title: 'Shipment',
    note:
      'Coming soon: your inbound shipments to Amazon will be listed here, with their boxes, pallets, labels and ' +
      'carrier. Until then, choose the SKUs to send on the SKU List page and open the Create Shipments drawer.',
  },
  boxContent: {
    title: 'Shipment Details',
    note:
      'Coming soon: here you will see what is packed in each box of a shipment and print its box content labels. ' +
      'Until then, you can set up packaging rules for your SKUs on the SKU List page.',
  },
};
