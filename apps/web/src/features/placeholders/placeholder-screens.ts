/** Dashboard screens whose work arrives with later issues: their spec title and what comes. */
export const PLACEHOLDER_SCREENS: Record<string, { title: string; note: string }> = {
  shipment: {
    title: 'Shipment',
    note: 'The shipment list (plans, boxes, pallets, labels and transport) arrives with the shipments issue.',
  },
  boxContent: { title: 'Shipment Details', note: 'Shipment details and box contents arrive with the shipments issue.' },
};
